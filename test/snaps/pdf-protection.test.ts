import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { mediaFile } from '../support/media-file.js';

const USER = 'open sesame, ünïcode';
const OWNER = 'the-owner-key-9f3';

/** qpdf run on a PDF's bytes: its exit status and what it printed. */
function qpdf(pdf: Buffer, ...args: string[]) {
  const file = join(
    process.env.TMPDIR ?? '/tmp',
    `protected-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`,
  );
  writeFileSync(file, pdf);
  const r = spawnSync('qpdf', [...args, file], { encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** The lines of `qpdf --show-encryption` as a map: `print high resolution` → `allowed`. */
function encryption(pdf: Buffer, password?: string): Map<string, string> {
  const r = qpdf(pdf, '--show-encryption', ...(password ? [`--password=${password}`] : []));
  expect(r.status, r.out).toBe(0);
  return new Map([...r.out.matchAll(/^(.+?)(?::| =) (.+)$/gm)].map(([, k, v]) => [k.trim(), v.trim()]));
}

describe('protected PDFs: AES-256 with passwords and permissions (issue 46)', () => {
  let t: TestApp;
  let token: string;
  let template: string;
  let hooks: Server;
  let hookUrl: string;

  const available = async () =>
    (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests as number;
  const storedOptions = async (id: string) =>
    (await t.app.services.database.prisma.snap.findUniqueOrThrow({ where: { id } })).pdfOptions;

  beforeAll(async () => {
    hooks = createServer((_req, res) => res.writeHead(200).end());
    await new Promise<void>((r) => hooks.listen(0, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`;
    t = await startTestApp('pglite', { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    ({ token } = await t.account({ credits: 100 }));
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'Contract',
        width: 800,
        height: 400,
        layers: [
          { layer: 'body', type: 'text', x: 40, y: 40, width: 720, height: 100, text: 'Signed terms', font_size: 40 },
        ],
      },
    });
    expect(r.status, r.text).toBe(201);
    template = r.body.data.uuid;
  });
  afterAll(async () => {
    await t?.close();
    hooks?.close();
  });

  it('locks the file with AES-256: the user password opens it, a wrong one does not, the permissions hold', async () => {
    const body = {
      template_id: template,
      type: 'pdf',
      pdf_protection: { user_password: USER, owner_password: OWNER, permissions: { print: true } },
    };
    const r = await t.request('POST', '/api/v1/snaps', { token, body });
    expect(r.status, r.text).toBe(201);
    // Never returned: not in the answer, not in a read, not kept in the row.
    expect(r.text).not.toContain(USER);
    expect(r.text).not.toContain(OWNER);
    const read = await t.request('GET', `/api/v1/snaps/${r.body.id}`, { token });
    expect(read.text).not.toContain(OWNER);
    expect(JSON.stringify(await storedOptions(r.body.id))).not.toMatch(/sesame|owner-key|protection/);

    const pdf = await mediaFile(t, r.body.media_url);
    expect(pdf.toString('latin1')).toContain('/Encrypt');
    const info = encryption(pdf, USER);
    expect(info.get('R')).toBe('5');
    expect(info.get('stream encryption method')).toBe('AESv3'); // AES-256
    expect(info.get('file encryption method')).toBe('AESv3');
    expect(info.get('print high resolution')).toBe('allowed');
    expect(info.get('extract for any purpose')).toBe('not allowed');
    expect(info.get('modify other')).toBe('not allowed');
    expect(info.get('modify annotations')).toBe('not allowed');
    expect(info.get('extract for accessibility')).toBe('allowed');
    // No password, or a wrong one: qpdf cannot open it; the right one reads it clean, with its text.
    expect(qpdf(pdf, '--check').out).toMatch(/invalid password/);
    const wrong = qpdf(pdf, '--check', '--password=wrong');
    expect(wrong.status).not.toBe(0);
    expect(wrong.out).toMatch(/invalid password/);
    expect(qpdf(pdf, '--check', `--password=${USER}`).out).toContain('No syntax or stream encoding errors found');
    const file = join(process.env.TMPDIR ?? '/tmp', `user-${process.pid}.pdf`);
    writeFileSync(file, pdf);
    expect(execFileSync('pdftotext', ['-upw', USER, file, '-'], { encoding: 'utf8' })).toContain('Signed terms');
    // Each password is the one it was given as: the owner's lifts the permissions.
    expect(qpdf(pdf, '--show-encryption', `--password=${USER}`).out).toContain('Supplied password is user password');
    expect(qpdf(pdf, '--show-encryption', `--password=${OWNER}`).out).toContain('Supplied password is owner password');
  });

  it('with an owner password only, anyone opens it, and the permissions asked hold (copy, not print)', async () => {
    const r = await t.graphql(
      `mutation($input: CreateSnapInput!) { createSnap(input: $input) { snaps { id mediaUrl } } }`,
      {
        input: {
          templateId: template,
          type: 'pdf',
          pdfProtection: { ownerPassword: OWNER, permissions: { copy: true, print: false } },
        },
      },
      token,
    );
    expect(r.errors).toBeUndefined();
    const pdf = await mediaFile(t, r.data.createSnap.snaps[0].mediaUrl);
    const info = encryption(pdf);
    expect(info.get('stream encryption method')).toBe('AESv3');
    expect(info.get('extract for any purpose')).toBe('allowed');
    expect(info.get('print low resolution')).toBe('not allowed');
    expect(info.get('print high resolution')).toBe('not allowed');
    expect(info.get('modify other')).toBe('not allowed');
  });

  it('a queued snap keeps its passwords only until it is settled', async () => {
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: {
        template_id: template,
        type: 'pdf',
        async: true,
        webhook_url: hookUrl,
        pdf_protection: { user_password: USER, owner_password: OWNER },
      },
    });
    expect(r.status, r.text).toBe(202);
    expect(r.text).not.toContain(OWNER);
    const done = await waitFor(async () => {
      const s = await t.request('GET', `/api/v1/snaps/${r.body.id}`, { token });
      return s.body.media_url ? s.body : null;
    });
    expect(JSON.stringify(await storedOptions(r.body.id))).not.toMatch(/sesame|owner-key|protection/);
    const pdf = await mediaFile(t, done.media_url);
    expect(qpdf(pdf, '--check').out).toMatch(/invalid password/);
    expect(encryption(pdf, USER).get('stream encryption method')).toBe('AESv3');
  });

  it('refuses a 10 KB password, a missing owner password, a PDF/A and an image with a 422 naming the field: nothing rendered or charged', async () => {
    const before = await available();
    const snapsBefore = await t.app.services.database.prisma.snap.count();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { pdf_protection: { user_password: 'x'.repeat(10_240), owner_password: OWNER } },
        'pdf_protection.user_password',
        /must not be longer than 127 bytes/,
      ],
      [{ pdf_protection: { user_password: USER } }, 'pdf_protection.owner_password', /is required/],
      [
        { pdf_protection: { owner_password: OWNER, user_password: OWNER } },
        'pdf_protection.user_password',
        /must differ/,
      ],
      [
        { pdf_protection: { owner_password: OWNER, permissions: { print: 'yes' } } },
        'pdf_protection.permissions.print',
        /true or false/,
      ],
      [
        { pdf_protection: { owner_password: OWNER }, pdf_standard: 'PDF/A-2b' },
        'pdf_protection',
        /PDF\/A and PDF\/X forbid encryption/,
      ],
      [{ pdf_protection: { owner_password: OWNER }, type: 'image' }, 'pdf_protection', /only valid for type pdf/],
    ];
    for (const [extra, field, message] of cases) {
      const r = await t.request('POST', '/api/v1/snaps', {
        token,
        body: { template_id: template, type: 'pdf', ...extra },
      });
      expect(r.status, r.text).toBe(422);
      expect(r.body.errors[field]?.join(' '), r.text).toMatch(message);
      expect(r.text).not.toContain('x'.repeat(200));
    }
    expect(await available()).toBe(before);
    expect(await t.app.services.database.prisma.snap.count()).toBe(snapsBefore);
  });
});
