import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allScalar, pipelinedQuery } from '../../src/db/pglite-pipelined-query.js';

/** The embedded session's one-call query answers as PGlite's own `query` does, errors included. */
describe('pipelinedQuery', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec(`CREATE TYPE "Mood" AS ENUM ('calm', 'busy');
      CREATE TABLE t (id text PRIMARY KEY, n int, big bigint, f double precision, ok boolean, doc jsonb, at timestamp, mood "Mood", note text)`);
  });
  afterAll(() => db?.close());

  const insert = `INSERT INTO t VALUES ($1, $2, $3, $4, $5, $6, $7::timestamp, $8::"Mood", $9) RETURNING *`;
  const row = (id: string) => [
    id,
    7,
    9007199254740991,
    1.5,
    true,
    '{"a":[1,"x"]}',
    '2026-01-02T03:04:05.678Z',
    'busy',
    null,
  ];

  it('writes and reads every scalar type as PGlite query does', async () => {
    const ours = await pipelinedQuery(db, insert, row('a'));
    const theirs = (await db.query(insert, row('b'))).rows;
    expect(ours).toEqual(theirs.map((r) => ({ ...(r as object), id: 'a' })));
    expect(
      await pipelinedQuery(db, 'SELECT count(*)::int AS n FROM t WHERE ok AND doc -> $1 IS NOT NULL', ['a']),
    ).toEqual([{ n: 2 }]);
    expect(await pipelinedQuery(db, 'UPDATE t SET note = $1 WHERE id = $2', ['x', 'none'])).toEqual([]);
  });

  it('throws the database error and leaves the session usable', async () => {
    await expect(pipelinedQuery(db, insert, row('a'))).rejects.toMatchObject({ code: '23505' });
    expect(await pipelinedQuery(db, 'SELECT $1::int + 1 AS n', [1])).toEqual([{ n: 2 }]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let release!: () => void;
    let inserted!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const midway = new Promise<void>((r) => (inserted = r));
    const tx = db.transaction(async (t) => {
      await t.query(`INSERT INTO t (id) VALUES ('tx')`);
      inserted();
      await held;
      await t.rollback();
    });
    await midway;
    // Inside the transaction it would see the uncommitted row; after its rollback, none.
    const read = pipelinedQuery<{ n: number }>(db, `SELECT count(*)::int AS n FROM t WHERE id = $1`, ['tx']);
    release();
    await tx;
    expect(await read).toEqual([{ n: 0 }]);
  });

  it('takes only scalar parameters', () => {
    expect(allScalar(['a', 1, true, null, undefined])).toBe(true);
    expect(allScalar([[1, 2]])).toBe(false);
    expect(allScalar([new Date()])).toBe(false);
    expect(allScalar([{ a: 1 }])).toBe(false);
  });
});
