import type { Caller } from '../accounts/caller.js';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { Checker } from '../validation/checker.js';
import { fieldWords, required } from '../validation/sentences.js';
import { isUuid } from '../validation/uuid.js';
import { readCertificate } from './certificate-reader.js';
import { seal, unseal } from './certificate-seal.js';
import type { SigningMaterial } from './cms-signature.js';
import { signPdf } from './pdf-signer.js';
import type { PdfSignatureRequest } from './signature-option.js';

/** A PKCS#12 file with a chain is a few KB: 100 KB is room to spare. */
export const MAX_CERTIFICATE_BYTES = 100 * 1024;
/** PKCS#12 passwords are short; anything longer is a mistake (or an attack on the key derivation). */
export const MAX_CERTIFICATE_PASSWORD_BYTES = 1024;
const MAX_NAME = 255;

export interface CertificateUpload {
  name?: unknown;
  /** The .p12/.pfx file, base64. */
  file?: unknown;
  password?: unknown;
}

/** A certificate as the account sees it (its file and password stay sealed). */
export interface CertificateMetadata {
  id: string;
  name: string;
  subject: string;
  issuer: string;
  validUntil: Date;
  fingerprint: string;
  createdAt: Date;
}

const METADATA = {
  id: true,
  name: true,
  subject: true,
  issuer: true,
  validUntil: true,
  fingerprint: true,
  createdAt: true,
} as const;

function checkUpload(input: CertificateUpload): { name: string; file: Buffer; password: string } {
  const c = new Checker();
  c.required('name', input.name);
  c.required('file', input.file);
  c.required('password', input.password, required('password'));
  const name = c.string('name', input.name, MAX_NAME)?.trim() ?? null;
  if (name === '') c.fail('name', required('name'));
  const base64 = c.string('file', input.file);
  const file = base64 === null ? null : Buffer.from(base64, 'base64');
  if (file && (file.length === 0 || !/^[A-Za-z0-9+/=\s]+$/.test(base64!)))
    c.fail('file', 'The file field must be a PKCS#12 file (.p12 or .pfx), base64.');
  else if (file && file.length > MAX_CERTIFICATE_BYTES)
    c.fail('file', `The file field must not be larger than ${MAX_CERTIFICATE_BYTES / 1024} KB.`);
  const password = c.string('password', input.password);
  if (password !== null && Buffer.byteLength(password, 'utf8') > MAX_CERTIFICATE_PASSWORD_BYTES)
    c.fail('password', `The password field must not be longer than ${MAX_CERTIFICATE_PASSWORD_BYTES} bytes.`);
  c.done();
  return { name: name!, file: file!, password: password! };
}

/** An account's signing certificates: stored sealed, listed by their metadata, opened only to sign. */
export class CertificateService {
  constructor(private readonly d: { prisma: Db; key: Buffer }) {}

  async add(caller: Caller, input: CertificateUpload): Promise<CertificateMetadata> {
    const { name, file, password } = checkUpload(input);
    // Opened once, here: what it holds is sealed, so signing needs neither the file's slow key derivation nor its password.
    const { facts, keyPem, certificatePems } = readCertificate(file, password, new Date());
    const sealed = seal(this.d.key, Buffer.from(JSON.stringify({ keyPem, certificatePems })));
    return this.d.prisma.signingCertificate.create({
      data: { accountId: caller.accountId, name, ...facts, sealed: new Uint8Array(sealed) },
      select: METADATA,
    });
  }

  list(caller: Caller): Promise<CertificateMetadata[]> {
    return this.d.prisma.signingCertificate.findMany({
      where: { accountId: caller.accountId },
      select: METADATA,
      orderBy: { createdAt: 'desc' },
    });
  }

  async delete(caller: Caller, id: string): Promise<void> {
    const { count } = isUuid(id)
      ? await this.d.prisma.signingCertificate.deleteMany({
          where: { id: id.toLowerCase(), accountId: caller.accountId },
        })
      : { count: 0 };
    if (count === 0) throw new NotFoundError();
  }

  /**
   * The account's certificate to sign with, checked usable now: an unknown id or one expired since its
   * upload is a 422 on `field` (nothing rendered, nothing charged).
   */
  async material(accountId: number, id: string, field: string): Promise<SigningMaterial> {
    const row = isUuid(id)
      ? await this.d.prisma.signingCertificate.findFirst({ where: { id: id.toLowerCase(), accountId } })
      : null;
    if (!row) throw ValidationError.of(field, `The ${fieldWords(field)} field names no certificate of this account.`);
    if (row.validUntil <= new Date())
      throw ValidationError.of(
        field,
        `The certificate the ${fieldWords(field)} field names expired on ${row.validUntil.toISOString()}.`,
      );
    const { keyPem, certificatePems } = JSON.parse(unseal(this.d.key, Buffer.from(row.sealed)).toString('utf8'));
    return { keyPem, certificatePems, subject: row.subject };
  }

  /** Signs a rendered PDF with the certificate the request names (snaps call it once the render is done). */
  async sign(accountId: number, pdf: Buffer, request: PdfSignatureRequest, field: string): Promise<Buffer> {
    return signPdf(pdf, await this.material(accountId, request.certificateId, field), request, new Date());
  }
}
