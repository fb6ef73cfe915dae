import type { PdfOptions } from '../render/index.js';
import type { Checker } from '../validation/checker.js';
import { fieldWords, mustBe } from '../validation/sentences.js';

/** AES-256's passwords are UTF-8, at most 127 bytes (longer ones are cut there by the standard: refused instead). */
const MAX_PASSWORD_BYTES = 127;

type PdfProtection = NonNullable<PdfOptions['protection']>;

/** `pdf_protection` as REST names it (snap-resource.ts). */
export const pdfProtectionFields = {
  userPassword: 'user_password',
  ownerPassword: 'owner_password',
  permissions: ['permissions', { print: 'print', copy: 'copy', modify: 'modify' }],
} as const;

export const PDF_PROTECTION_DOC =
  'Type pdf: AES-256 encryption. `ownerPassword` (required) lifts the `permissions` (print, copy, modify; each default false); ' +
  `\`userPassword\`, when given, is asked to open the file. Passwords are 1 to ${MAX_PASSWORD_BYTES} bytes of UTF-8; ` +
  'they are never returned, logged or kept once the snap is settled. Not with a PDF/A standard (PDF/A forbids encryption).';

function password(c: Checker, field: string, v: unknown): string | null {
  const s = c.string(field, v);
  if (s === null) return null;
  if (s === '') c.fail(field, `The ${fieldWords(field)} field must not be empty.`);
  else if (Buffer.byteLength(s, 'utf8') > MAX_PASSWORD_BYTES)
    c.fail(field, `The ${fieldWords(field)} field must not be longer than ${MAX_PASSWORD_BYTES} bytes (UTF-8).`);
  else return s;
  return null;
}

/** `pdfProtection`'s rules; null when it was not asked (or failed: the checker holds why). */
export function checkPdfProtection(c: Checker, field: string, v: unknown): PdfProtection | null {
  if (v === undefined || v === null) return null;
  const input = c.object(field, v);
  if (!input) return null;
  const owner = password(c, `${field}.ownerPassword`, input.ownerPassword);
  if (input.ownerPassword === undefined || input.ownerPassword === null)
    c.fail(`${field}.ownerPassword`, `The ${fieldWords(`${field}.ownerPassword`)} field is required.`);
  const user = password(c, `${field}.userPassword`, input.userPassword);
  if (owner !== null && user === owner)
    c.fail(
      `${field}.userPassword`,
      `The ${fieldWords(`${field}.userPassword`)} field must differ from the owner password: the user password would lift every permission.`,
    );
  const permissions = { print: false, copy: false, modify: false };
  if (input.permissions !== undefined && input.permissions !== null) {
    const asked = c.object(`${field}.permissions`, input.permissions);
    for (const [key, value] of Object.entries(asked ?? {}))
      if (!(key in permissions))
        c.fail(
          `${field}.permissions.${key}`,
          `The ${fieldWords(`${field}.permissions`)} field takes print, copy and modify.`,
        );
      else if (typeof value !== 'boolean')
        c.failType(`${field}.permissions.${key}`, mustBe(fieldWords(`${field}.permissions.${key}`), 'true or false'));
      else permissions[key as keyof typeof permissions] = value;
  }
  return owner === null ? null : { ownerPassword: owner, ...(user !== null && { userPassword: user }), permissions };
}
