import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { readCertificate } from '../../src/signatures/certificate-reader.js';
import type { SigningMaterial } from '../../src/signatures/cms-signature.js';
import { CmsSigner, SIGN_IN_THREAD_BYTES } from '../../src/signatures/cms-signer.js';
import { signPdf } from '../../src/signatures/pdf-signer.js';
import { makeP12 } from './certificates.js';

const dir = mkdtempSync(join(tmpdir(), 'large-signing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function material(): SigningMaterial {
  const p12 = makeP12({ cn: 'Large Signer', password: 'pw' });
  const { facts, keyPem, certificatePems } = readCertificate(Buffer.from(p12.base64, 'base64'), 'pw', new Date());
  return { keyPem, certificatePems, subject: facts.subject };
}

/** Timer ticks while `work` runs: none when it holds the event loop for its whole length. */
async function ticksDuring<T>(work: () => Promise<T>): Promise<{ result: T; ticks: number }> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 1);
  try {
    const result = await work();
    return { result, ticks };
  } finally {
    clearInterval(timer);
  }
}

// Issue 46: node-forge hashes the signed bytes in JavaScript, synchronously; a large document's
// signature is made in a thread of its own, so the process keeps answering meanwhile.
describe('signing a large PDF', () => {
  const signer = material();

  it("leaves the event loop free while a large document's PKCS#7 is made, and a small one's stays in the thread", async () => {
    const large = randomBytes(4 * SIGN_IN_THREAD_BYTES);
    const threaded = await ticksDuring(() => new CmsSigner(signer).sign(large, new Date()));
    expect(threaded.result.length).toBeGreaterThan(1000);
    expect(threaded.ticks).toBeGreaterThan(0);
    const small = await ticksDuring(() => new CmsSigner(signer).sign(randomBytes(1000), new Date()));
    expect(small.ticks).toBe(0);
  });

  it('a 5 MB document signed in its thread verifies in pdfsig, and one changed byte breaks it', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]).drawText('A large contract', { x: 50, y: 780, size: 24 });
    await doc.attach(randomBytes(5 * 1024 * 1024), 'data.bin', { mimeType: 'application/octet-stream' });
    const pdf = Buffer.from(await doc.save({ useObjectStreams: false }));
    expect(pdf.length).toBeGreaterThan(SIGN_IN_THREAD_BYTES);
    const signed = await signPdf(pdf, signer, { certificateId: 'test', reason: 'Agreed' }, new Date());
    const check = (bytes: Buffer) => {
      const file = join(dir, `${bytes.length}-${Math.random()}.pdf`);
      writeFileSync(file, bytes);
      return spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout;
    };
    const report = check(signed);
    expect(report).toContain('Signer Certificate Common Name: Large Signer');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    const changed = Buffer.from(signed);
    changed[changed.indexOf('/Producer') + 2] ^= 0x20;
    expect(check(changed)).not.toContain('Signature is Valid.');
  });
});
