import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createTemplate } from '../snaps/fixtures.js';

/**
 * docs/performance.md: a synchronous snap is two statements, the template read with the available
 * credits and the settling write with its charge, conditional on the balance covering it.
 * Billing owns both credit parts; this keeps them inside those two.
 * Counted where every statement goes in the embedded database, Prisma's and raw SQL alike: each
 * protocol message that starts a statement (a parse or a simple query), whether PGlite's `query`
 * sends it alone or our pipelined query sends it with the rest (only this app's database: a worker
 * may still hold another suite's).
 */
describe('the synchronous snap path', () => {
  let t: TestApp;
  let token: string;
  let templateUuid: string;
  const statements: { db: unknown; text: string }[] = [];
  const proto = PGlite.prototype as unknown as {
    execProtocolStream: (message: Uint8Array, ...rest: unknown[]) => unknown;
  };
  const original = proto.execProtocolStream;

  /** The SQL a parse ('P': length, statement name, text) or simple query ('Q': length, text) message carries. */
  function statementOf(message: Uint8Array): string | null {
    const kind = String.fromCharCode(message[0]);
    if (kind !== 'P' && kind !== 'Q') return null;
    let at = 5;
    if (kind === 'P') at = message.indexOf(0, at) + 1;
    return Buffer.from(message.subarray(at, message.indexOf(0, at))).toString();
  }

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 5 }));
    templateUuid = await createTemplate(t, token);
    proto.execProtocolStream = function (this: unknown, message, ...rest) {
      const text = statementOf(message);
      if (text !== null) statements.push({ db: this, text });
      return original.call(this, message, ...rest);
    };
  });
  afterAll(async () => {
    proto.execProtocolStream = original;
    await t?.close();
  });

  const snap = () => t.request('POST', '/api/v1/snaps', { token, body: { template_id: templateUuid } });

  it('reads the template with the balance and settles with the charge: two statements, one credit', async () => {
    expect((await snap()).status).toBe(201); // the template's layers are read once, then remembered
    const ours = statements.find((s) => s.text.includes('FROM "templates" t WHERE'))!.db;
    // Publishing queued the template's preview; on a slow machine its write can land inside the count.
    await vi.waitFor(
      async () => {
        const template = await t.app.services.database.prisma.template.findFirst({ where: { uuid: templateUuid } });
        expect(template?.previewKey).toBeTruthy();
      },
      { timeout: 10_000, interval: 50 },
    );
    // The token is remembered for 5 s: refreshed now, so a slow first render does not make it count.
    expect((await t.request('GET', '/api/v1/auth', { token })).status).toBe(200);
    statements.length = 0;
    const r = await snap();
    expect(r.status).toBe(201);
    const texts = statements.filter((s) => s.db === ours).map((s) => s.text);
    expect(texts, texts.join('\n---\n')).toHaveLength(2);
    expect(texts[0]).toMatch(/CASE WHEN "unlimited" THEN \d+ ELSE "credits" END[\s\S]*FROM "templates" t WHERE/);
    // Billing's check that the balance still covers the snap rides in the settling statement too.
    expect(texts[1]).toMatch(
      /"credits" >= [\s\S]*FOR UPDATE[\s\S]*INSERT INTO "snaps"[\s\S]*INSERT INTO "credit_entries"/,
    );
    statements.length = 0;
    const ledger = await t.app.services.database.prisma.creditEntry.findMany({
      where: { chargeKey: `snap:${r.body.id}` },
    });
    expect(ledger.map((e) => e.amount)).toEqual([-1]);
    expect((await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests).toBe(3);
  });
});
