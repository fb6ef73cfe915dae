import type { PdfOptions } from '../render/index.js';
import { ATTACHMENT_RELATIONSHIPS } from '../render/index.js';
import type { Checker } from '../validation/checker.js';
import { fieldWords, maxItems } from '../validation/sentences.js';

type PdfAttachment = NonNullable<PdfOptions['attachments']>[number];

export const MAX_ATTACHMENTS = 10;
/** Bytes, decoded: every attachment of a render together (a REST body is at most 2 MB, and base64 adds a third). */
const MAX_ATTACHMENT_BYTES = 1024 * 1024;
const MAX_NAME = 255;
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,62}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,62}$/i;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
// A file name, not a path: no separators, no control characters.
const FILE_NAME = /^[^/\\\u0000-\u001f\u007f]+$/;

/** `attachments` as REST names each (snap-resource.ts). */
export const pdfAttachmentFields = {
  name: 'name',
  mimeType: 'mime_type',
  content: 'content',
  description: 'description',
  relationship: 'relationship',
} as const;

export const PDF_ATTACHMENTS_DOC =
  `Type pdf: files the document carries (at most ${MAX_ATTACHMENTS}, ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB together): ` +
  '`name` (a file name), `mimeType` (`text/xml`), `content` (base64), `description`, and `relationship` to the document ' +
  `(${ATTACHMENT_RELATIONSHIPS.join(', ')}; default Unspecified), PDF/A-3's AFRelationship: a Factur-X invoice's XML is \`Alternative\` ` +
  'with `pdfStandard: "PDF/A-3b"`. Not with PDF/A-2b, which may carry only PDF/A files. Kept until the snap is settled, then only their names.';

const decodedSize = (b64: string) => (b64.length / 4) * 3 - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

/** `attachments`' rules; null when none were asked (or they failed: the checker holds why). */
export function checkPdfAttachments(c: Checker, field: string, v: unknown): PdfAttachment[] | null {
  const list = c.list(field, v);
  if (list === null || list.length === 0) return null;
  if (list.length > MAX_ATTACHMENTS) return (c.fail(field, maxItems(fieldWords(field), MAX_ATTACHMENTS)), null);
  const out: PdfAttachment[] = [];
  let total = 0;
  const names = new Set<string>();
  list.forEach((item, i) => {
    const at = (key: string) => `${field}.${i}.${key}`;
    const input = c.object(`${field}.${i}`, item);
    if (!input) return;
    for (const key of ['name', 'mimeType', 'content'] as const)
      if (input[key] === undefined || input[key] === null)
        c.fail(at(key), `The ${fieldWords(at(key))} field is required.`);
    const name = c.string(at('name'), input.name, MAX_NAME);
    if (name !== null && !FILE_NAME.test(name))
      c.fail(
        at('name'),
        `The ${fieldWords(at('name'))} field must be a file name, without slashes or control characters.`,
      );
    else if (name !== null && names.has(name))
      c.fail(at('name'), `The ${fieldWords(at('name'))} field must differ from the other attachments' names.`);
    if (name !== null) names.add(name);
    const mimeType = c.string(at('mimeType'), input.mimeType, 127);
    if (mimeType !== null && !MIME_TYPE.test(mimeType))
      c.fail(at('mimeType'), `The ${fieldWords(at('mimeType'))} field must be a media type, such as text/xml.`);
    const content = c.string(at('content'), input.content);
    // The size first: a body that large is not worth a pattern's pass.
    if (content !== null && (total += Math.ceil((content.length / 4) * 3)) > MAX_ATTACHMENT_BYTES + 2)
      c.fail(
        at('content'),
        `The attachments must not be larger than ${MAX_ATTACHMENT_BYTES} bytes together (decoded); this one brings them to about ${total}.`,
      );
    else if (content !== null && !BASE64.test(content))
      c.fail(at('content'), `The ${fieldWords(at('content'))} field must be base64 (RFC 4648, padded).`);
    else if (content !== null) {
      total += decodedSize(content) - Math.ceil((content.length / 4) * 3);
      if (total > MAX_ATTACHMENT_BYTES)
        c.fail(
          at('content'),
          `The attachments must not be larger than ${MAX_ATTACHMENT_BYTES} bytes together (decoded); this one brings them to ${total}.`,
        );
    }
    const description = c.string(at('description'), input.description, MAX_NAME);
    const relationship = c.oneOf(at('relationship'), input.relationship, ATTACHMENT_RELATIONSHIPS) ?? 'Unspecified';
    if (name !== null && mimeType !== null && content !== null)
      out.push({ name, mimeType, content, relationship, ...(description !== null && { description }) });
  });
  return out.length === list.length ? out : null;
}
