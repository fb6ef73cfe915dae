import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/processes.js';
import { waitFor } from '../support/wait.js';
import { makeP12, pemLines } from './certificates.js';

const PASSWORD = 'log-secret-4b9d';

describe("a certificate's secrets never reach the server's log output (issue 46)", () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('uploads (good and refused), signs a PDF and lists: the key, the file and the password appear in no log line', async () => {
    dataDir = await mkdtemp(join(process.env.TMPDIR ?? '/tmp', 'sig-log-'));
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'trace' });
    await waitFor(() => /Bearer (\S+)"/.exec(server!.output()));
    const token = /Bearer ([^"\s]+)"/.exec(server.output())![1];
    const template = /"template_id": "([^"]+)"/.exec(server.output())![1];
    const p12 = makeP12({ cn: 'Log Signer', password: PASSWORD });
    const call = async (method: string, path: string, body?: unknown) => {
      const r = await fetch(`${server!.url}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: r.status, body: await r.json() };
    };
    const wrong = await call('POST', '/certificates', { name: 'x', file: p12.base64, password: `${PASSWORD}-wrong` });
    expect(wrong.status).toBe(422);
    const added = await call('POST', '/certificates', { name: 'Log', file: p12.base64, password: PASSWORD });
    expect(added.status).toBe(201);
    const snap = await call('POST', '/snaps', {
      template_id: template,
      type: 'pdf',
      pdf_signature: { certificate_id: added.body.id },
    });
    expect(snap.status).toBe(201);
    expect((await call('GET', '/certificates')).status).toBe(200);
    const out = server.output();
    // The log did record the requests (so the grep below reads a log that saw them).
    expect(out).toMatch(/\/api\/v1\/certificates/);
    for (const secret of [PASSWORD, p12.base64.slice(0, 100), p12.base64.slice(-100), ...pemLines(p12.keyPem)])
      expect(out).not.toContain(secret);
  }, 120_000);
});
