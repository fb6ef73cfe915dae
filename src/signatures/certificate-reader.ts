import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { ValidationError } from '../errors/validation-error.js';

/** What an account sees of a certificate: read from it at upload, never the key. */
export interface CertificateFacts {
  subject: string;
  issuer: string;
  validUntil: Date;
  fingerprint: string;
}

const distinguishedName = (attrs: forge.pki.CertificateField[]) =>
  attrs.map((a) => `${a.shortName ?? a.name ?? a.type}=${String(a.value)}`).join(', ');

/**
 * Opens a PKCS#12 file with its password and reads its signing certificate (the one its private key
 * belongs to). Refusals name the field at fault: `file` when it is no PKCS#12 or holds no key and
 * certificate, `password` when the password does not open it, `file` when the certificate has expired
 * or is not yet valid at `now`.
 */
export function readCertificate(
  file: Buffer,
  password: string,
  now: Date,
): { facts: CertificateFacts; keyPem: string; certificatePems: string[] } {
  let p12: forge.pkcs12.Pkcs12Pfx;
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(file.toString('binary')));
  } catch {
    throw ValidationError.of('file', 'The file field must be a PKCS#12 file (.p12 or .pfx).');
  }
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (e) {
    // forge names a MAC that does not verify (the password's usual symptom) "Invalid password?".
    if (/password/i.test((e as Error).message))
      throw ValidationError.of('password', 'The password field does not open this PKCS#12 file.');
    throw ValidationError.of('file', 'The file field must be a PKCS#12 file (.p12 or .pfx).');
  }
  const keys = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const certs = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
  const key = keys.find((b) => b.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  const cert = certs
    .map((b) => b.cert)
    .find((c) => c && key && (c.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n));
  if (!key || !cert)
    throw ValidationError.of('file', 'The file field must hold an RSA private key and its certificate.');
  if (cert.validity.notAfter <= now)
    throw ValidationError.of(
      'file',
      `The certificate in the file field expired on ${cert.validity.notAfter.toISOString()}.`,
    );
  if (cert.validity.notBefore > now)
    throw ValidationError.of(
      'file',
      `The certificate in the file field is valid only from ${cert.validity.notBefore.toISOString()}.`,
    );
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  const facts = {
    subject: distinguishedName(cert.subject.attributes),
    issuer: distinguishedName(cert.issuer.attributes),
    validUntil: cert.validity.notAfter,
    fingerprint: createHash('sha256').update(der).digest('hex'),
  };
  // The signer's certificate first, then the rest of the chain the file carries.
  const chain = [cert, ...certs.map((b) => b.cert).filter((c): c is forge.pki.Certificate => !!c && c !== cert)];
  return {
    facts,
    keyPem: forge.pki.privateKeyToPem(key),
    certificatePems: chain.map((c) => forge.pki.certificateToPem(c)),
  };
}
