import { randomBytes } from 'node:crypto';
import type { SqlSession } from '../db/sql-runner.js';

/** A new signing key: "sfu_" and 32 random bytes (base64url). */
const newUrlSigningKey = () => `sfu_${randomBytes(32).toString('base64url')}`;

/**
 * The account's render-URL signing key, made on first use. Like the webhook secret it is shown to
 * owners and admins only and never logged; the server must keep it (it computes the HMAC), so it is stored as is.
 */
export async function urlSigningKeyFor(sql: SqlSession, accountId: number): Promise<string> {
  await sql.query(`UPDATE "accounts" SET "url_signing_key" = $2 WHERE "id" = $1 AND "url_signing_key" IS NULL`, [
    accountId,
    newUrlSigningKey(),
  ]);
  const [row] = await sql.query<{ key: string }>(`SELECT "url_signing_key" AS "key" FROM "accounts" WHERE "id" = $1`, [
    accountId,
  ]);
  return row.key;
}

/**
 * Replaces the key and returns the new one. The replaced key keeps signing for `graceSeconds`, so
 * pages published with its URLs keep their images while they are updated; a key replaced earlier is dropped.
 */
export async function rotateUrlSigningKey(sql: SqlSession, accountId: number, graceSeconds: number): Promise<string> {
  const key = newUrlSigningKey();
  const until = new Date(Date.now() + graceSeconds * 1000).toISOString();
  await sql.query(
    `UPDATE "accounts" SET "previous_url_signing_key" = "url_signing_key", "previous_url_signing_key_until" = $3::timestamp, "url_signing_key" = $2 WHERE "id" = $1`,
    [accountId, key, until],
  );
  return key;
}
