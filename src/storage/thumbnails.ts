import type { RequestHandler } from 'express';
import sharp from 'sharp';
import { CACHE_FOR_A_YEAR, servedFiles } from './served-file-headers.js';
import type { Storage } from './storage.js';

/** The widths a thumbnail may have: few, so the cache stays small and a client cannot ask for any size. */
const THUMBNAIL_WIDTHS = [160, 320, 640] as const;
const RASTER = /\.(png|jpe?g|webp|gif|avif)$/i;
/** Where a thumbnail is kept: beside the files, named by its source (the sweep of unused files clears them in time; they are made again on demand). */
const thumbnailKey = (key: string, width: number) => `thumbnails/${width}/${key}.webp`;

/**
 * `GET /files/<key>?w=<width>`: the stored image scaled to that width (never enlarged) as WebP,
 * made once and kept in storage; without `w`, the next handler serves the file itself.
 */
export function thumbnails(storage: Storage): RequestHandler {
  return servedFiles(async (req, res, next) => {
    if (req.query.w === undefined) return next();
    const width = Number(req.query.w);
    if (!THUMBNAIL_WIDTHS.includes(width as never))
      return res.status(400).json({ message: `The w parameter must be one of ${THUMBNAIL_WIDTHS.join(', ')}.` });
    const key = req.path.slice(1);
    if (!RASTER.test(key) || key.split('/').some((part) => part.startsWith('.')))
      return res.status(404).json({ message: 'Not found.' });
    try {
      const cached = thumbnailKey(key, width);
      let bytes = await storage.read(cached);
      if (!bytes) {
        const source = await storage.read(key);
        if (!source) return res.status(404).json({ message: 'Not found.' });
        bytes = await sharp(source, { animated: false })
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        await storage.put(cached, bytes);
      }
      // A key never names other bytes: cached as the files themselves are.
      res.set('Cache-Control', CACHE_FOR_A_YEAR).type('image/webp').send(bytes);
    } catch (err) {
      next(err);
    }
  });
}
