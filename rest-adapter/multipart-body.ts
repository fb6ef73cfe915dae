import type { Request, RequestHandler } from 'express';
import type { MultipartLimits } from './route.js';

// Text fields are layer contents and the like: a text layer holds at most 10,000 characters.
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 200;

/**
 * Parses a multipart/form-data body into memory (other bodies pass untouched); limits and malformed
 * bodies answer here, since the router's error handlers sit before the routes.
 */
export function multipartBody(limits: MultipartLimits): RequestHandler {
  // multer loads with the first upload, not with the server.
  let parser: Promise<{ multer: typeof import('multer'); parse: RequestHandler }> | undefined;
  const load = async () => {
    const { default: multer } = await import('multer');
    const parse = multer({
      storage: multer.memoryStorage(),
      // Browsers send file names as UTF-8; busboy's default (latin1) would garble "café.png".
      defParamCharset: 'utf8',
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fieldSize: MAX_FIELD_BYTES,
        fields: MAX_FIELDS,
        fieldArrayIndexLimit: 1000,
      },
    }).any();
    return { multer, parse };
  };
  return (req, res, next) => {
    // What multer would pass on untouched without loading it: a body that is not multipart.
    if (!req.is('multipart')) return next();
    (parser ??= load()).then(
      ({ multer, parse }) =>
        parse(req, res, (err?: unknown) => {
          if (!err) return next();
          if (err instanceof multer.MulterError && err.code.startsWith('LIMIT_'))
            return res.status(413).json({
              message: `The request body is too large (${err.message.toLowerCase()}). Files may be up to ${limits.maxFileBytes / 1024 / 1024} MB each, at most ${limits.maxFiles} of them.`,
            });
          res.status(400).json({ message: 'The request body is not valid multipart/form-data.' });
        }),
      next,
    );
  };
}

/** The `file` part of a parsed multipart body as a File, or null when there is none. */
export function uploadedFile(req: Request): File | null {
  const part = (Array.isArray(req.files) ? req.files : []).find((f) => f.fieldname === 'file');
  return part ? new File([part.buffer as Uint8Array<ArrayBuffer>], part.originalname, { type: part.mimetype }) : null;
}
