import { createPrivateKey, privateEncrypt, constants, type KeyObject } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import { BoundedWorkers, taskFile } from '../ops/bounded-worker.js';
import type { CmsSignRequest } from './cms-sign-task.js';

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
 * A document this large is signed in a thread of its own: node-forge hashes the signed bytes as a
 * string in JavaScript, synchronously (~60 ms a MB here), which would stall every other request of the
 * process; below it the thread's start (~50 ms) would cost more than it saves.
 */
export const SIGN_IN_THREAD_BYTES = 1024 * 1024;

/** At most two signing threads at once per process, each bounded: a signature is hashing and one RSA operation. */
const threads = new BoundedWorkers<Uint8Array>(
  taskFile('cms-sign-task', import.meta.url),
  { heapMb: 512, timeMs: 60_000 },
  2,
);

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

/**
 * @signpdf's P12Signer, but on a key already out of its PKCS#12 file and with Node's RSA. Opening the
 * file and forge's RSA cost ~170 ms each on this project's VMs; this costs a few (docs/performance.md
 * "PDF forms and signatures"). A large document is signed in a bounded thread (`SIGN_IN_THREAD_BYTES`).
 */
export class CmsSigner extends Signer {
  private readonly key: KeyObject;

  constructor(private readonly material: SigningMaterial) {
    super();
    this.key = createPrivateKey(material.keyPem);
  }

  override async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    const at = signingTime ?? new Date();
    if (pdf.length < SIGN_IN_THREAD_BYTES) return cmsSignature(this.material, this.key, pdf, at);
    // Copied, not moved: @signpdf writes the signature into the bytes it handed over.
    const request: CmsSignRequest = { material: this.material, pdf, signingTime: at.getTime() };
    const outcome = await threads.run(request);
    if ('exceeded' in outcome) throw new Error(`Signing the PDF ran out of ${outcome.exceeded}.`);
    return Buffer.from(outcome.message);
  }
}
