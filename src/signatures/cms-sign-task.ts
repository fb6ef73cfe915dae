// A signing thread's whole life: one large document's PKCS#7 (cms-signer.ts), posted back, end.
import { createPrivateKey } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { cmsSignature, type SigningMaterial } from './cms-signature.js';

export interface CmsSignRequest {
  material: SigningMaterial;
  pdf: Uint8Array;
  /** Epoch ms: a Date does not cross to a thread as one. */
  signingTime: number;
}

const { material, pdf, signingTime } = workerData as CmsSignRequest;
const signature = cmsSignature(material, createPrivateKey(material.keyPem), Buffer.from(pdf), new Date(signingTime));
parentPort!.postMessage(new Uint8Array(signature));
