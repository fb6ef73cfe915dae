import {
  AddCertificateDocument,
  CertificatesDocument,
  DeleteCertificateDocument,
  type CertificateFieldsFragment,
} from '../../rest-adapter/generated/operations.js';
import { arrayOf, json, named, object, requestBody, resource } from '../../rest-adapter/openapi/shapes.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';
import { fromPublic, toPublic, type FieldTable } from '../validation/field-table.js';

/** A certificate as REST shows it: metadata only. */
const certificateFields = {
  id: 'id',
  name: 'name',
  subject: 'subject',
  issuer: 'issuer',
  validUntil: 'valid_until',
  fingerprint: 'fingerprint',
  createdAt: 'created_at',
} as const satisfies FieldTable;
const uploadFields = { name: 'name', file: 'file', password: 'password' } as const satisfies FieldTable;
const certificateItem = (c: CertificateFieldsFragment) => toPublic(certificateFields, c);
const certificateShape = named('SigningCertificate', resource('SigningCertificate', certificateFields));

/** Our addition to the spec (docs/api.md "Signing certificates"). */
export const certificateRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/certificates',
    operation: AddCertificateDocument,
    fields: uploadFields,
    variables: (req) => ({ input: fromPublic(uploadFields, req.body ?? {}) }),
    doc: {
      summary: 'Add a signing certificate',
      description:
        'A PKCS#12 file (.p12/.pfx, base64) and its password: opened once, its key and certificates stored sealed (AES-256-GCM), never returned. PDF snaps sign with it (`pdf_signature`).',
      tag: 'Certificates',
      body: requestBody('AddCertificateInput', uploadFields),
      responses: { 201: { description: 'The certificate’s metadata.', body: certificateShape } },
    },
    respond: (d) => ({ status: 201, body: certificateItem(d.addCertificate) }),
  }),
  route({
    method: 'get',
    path: '/certificates',
    operation: CertificatesDocument,
    doc: {
      summary: 'List signing certificates',
      tag: 'Certificates',
      responses: {
        200: {
          description: 'The account’s certificates, newest first.',
          body: object({ data: arrayOf(certificateShape) }),
        },
      },
    },
    respond: (d) => ({ body: { data: d.certificates.map(certificateItem) } }),
  }),
  route({
    method: 'delete',
    path: '/certificates/:certificateId',
    operation: DeleteCertificateDocument,
    variables: (req) => ({ id: String(req.params.certificateId) }),
    doc: {
      summary: 'Delete a signing certificate',
      tag: 'Certificates',
      params: { certificateId: { description: 'The certificate id.' } },
      responses: {
        200: {
          description: 'Deleted.',
          body: object({ message: json({ type: 'string', example: 'Certificate deleted successfully.' }) }),
        },
      },
    },
    respond: () => ({ body: { message: 'Certificate deleted successfully.' } }),
  }),
];
