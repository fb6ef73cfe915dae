import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type Scalar = string | number | boolean | null | undefined;

/** Parameters PostgreSQL reads the same from their text as PGlite's serializers would write them. */
export const allScalar = (params: unknown[]): params is Scalar[] =>
  params.every(
    (p) => p === null || p === undefined || typeof p === 'string' || typeof p === 'number' || typeof p === 'boolean',
  );

const { serialize } = protocol;
const TAIL = [serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * `pglite.query(text, params)` in one call into the database instead of six. PGlite's own query
 * sends parse, describe, bind, describe, execute and sync one at a time, the first describe only to
 * learn each parameter's type for its serializer; scalars need none (PostgreSQL reads their text
 * by the column's type), so the whole extended-protocol exchange goes as one message. It takes the
 * same two locks as `query`, so it never runs inside another caller's transaction, and a failed
 * statement still reaches its sync (the error is thrown once the database is ready again).
 * Measured on the synchronous snap's two statements: ~1.08 → ~0.96 ms of request-thread CPU.
 */
export async function pipelinedQuery<T>(pglite: PGlite, text: string, params: Scalar[]): Promise<T[]> {
  await pglite._checkReady();
  const message = concat([
    serialize.parse({ text }),
    serialize.bind({ values: params.map((p) => (p === null || p === undefined ? null : String(p))) }),
    ...TAIL,
  ]);
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      const messages = await pglite.execProtocolStream(message, { syncToFs: false });
      await pglite.syncToFs();
      return parse.parseResults(messages, pglite.parsers)[0].rows as T[];
    }),
  );
}
