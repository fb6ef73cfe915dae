import { callerOf } from '../accounts/caller.js';
import { builder } from '../graphql/builder.js';
import {
  MAX_CERTIFICATE_BYTES,
  MAX_CERTIFICATE_PASSWORD_BYTES,
  type CertificateMetadata,
} from './certificate-service.js';

const CertificateRef = builder.objectRef<CertificateMetadata>('SigningCertificate').implement({
  description:
    'A PKCS#12 certificate the account signs PDFs with (`pdfSignature`): its metadata only; the key and certificates the file holds are stored sealed (its password is not kept), never returned.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    subject: t.exposeString('subject', { description: 'The certificate’s subject (CN=..., O=...).' }),
    issuer: t.exposeString('issuer'),
    validUntil: t.expose('validUntil', { type: 'DateTime' }),
    fingerprint: t.exposeString('fingerprint', { description: 'SHA-256 of the certificate (DER), hex.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AddCertificateInput = builder.inputType('AddCertificateInput', {
  fields: (t) => ({
    name: t.string({ required: false, description: 'A name to know it by (1 to 255 characters).' }),
    file: t.string({
      required: false,
      description: `The .p12/.pfx file, base64 (at most ${MAX_CERTIFICATE_BYTES / 1024} KB): an RSA key and its certificate, valid now.`,
    }),
    password: t.string({
      required: false,
      description: `The file's password (at most ${MAX_CERTIFICATE_PASSWORD_BYTES} bytes): opens it once, not kept.`,
    }),
  }),
});

builder.queryField('certificates', (t) =>
  t.field({
    type: [CertificateRef],
    authScopes: { api: true },
    description: 'The account’s signing certificates, newest first.',
    resolve: (_r, _a, ctx) => ctx.services.certificates.list(callerOf(ctx.auth!)),
  }),
);

builder.mutationFields((t) => ({
  addCertificate: t.field({
    type: CertificateRef,
    authScopes: { updateTemplate: true },
    description:
      'Stores a PKCS#12 certificate, sealed (AES-256-GCM). A file that does not parse, a wrong password or an expired certificate is a validation error.',
    args: { input: t.arg({ type: AddCertificateInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.certificates.add(callerOf(ctx.auth!), input),
  }),
  deleteCertificate: t.boolean({
    authScopes: { updateTemplate: true },
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      await ctx.services.certificates.delete(callerOf(ctx.auth!), id);
      return true;
    },
  }),
}));
