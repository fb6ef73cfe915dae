import { createPrivateKey, type KeyObject } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import { BoundedWorkers, taskFile } from '../ops/bounded-worker.js';
import { cmsSignature, type SigningMaterial } from './cms-signature.js';
import type { CmsSignRequest } from './cms-sign-task.js';

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
