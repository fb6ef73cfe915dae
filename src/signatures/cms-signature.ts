import { privateEncrypt, constants, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

/** SHA-256's DigestInfo prefix (RFC 8017 9.2): what PKCS#1 v1.5 signs is this, then the digest. */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/** What signing needs of a stored certificate: its key and certificates (the signer's first), PEM; never leaves the process. */
export interface SigningMaterial {
  keyPem: string;
  certificatePems: string[];
  /** The certificate's subject, whose common name the signature and its box show. */
  subject: string;
}

/**
 * The detached PKCS#7 of `pdf` (signed attributes: content type, signing time, digest, in the order
 * EU validators expect): node-forge's structure, its RSA signature OpenSSL's.
 */
export function cmsSignature(material: SigningMaterial, key: KeyObject, pdf: Buffer, signingTime: Date): Buffer {
  const [certificate, ...chain] = material.certificatePems.map((p) => forge.pki.certificateFromPem(p));
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(pdf.toString('binary'));
  for (const c of [certificate, ...chain]) p7.addCertificate(c);
  // forge calls the key's sign(md) with the attributes' digest: OpenSSL signs its DigestInfo.
  const signer = {
    sign: (md: forge.md.MessageDigest) =>
      privateEncrypt(
        { key, padding: constants.RSA_PKCS1_PADDING },
        Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), 'binary')]),
      ).toString('binary'),
  };
  p7.addSigner({
    key: signer as unknown as forge.pki.rsa.PrivateKey,
    certificate,
    digestAlgorithm: forge.pki.oids.sha256,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
      { type: forge.pki.oids.signingTime, value: signingTime as unknown as string },
      { type: forge.pki.oids.messageDigest },
    ],
  });
  p7.sign({ detached: true });
  return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
}
