import { LRUCache } from 'lru-cache';
import type { SqlSession } from '../db/sql-runner.js';

/** What a render URL's request needs first: the template's owner, its published version and the keys that may sign for it. */
export interface AddressedTemplate {
  accountId: number;
  version: number;
  key: string | null;
  /** The key replaced by the last rotation, while its grace period lasts. */
  previousKey: string | null;
}

/** How long a process trusts what it read: a publish on another process shows within this (this process forgets at once). */
const REMEMBERED_MS = 1000;

const ADDRESSED = `SELECT t."account_id" AS "accountId", t."version", a."url_signing_key" AS "key",
  CASE WHEN a."previous_url_signing_key_until" > $2::timestamp THEN a."previous_url_signing_key" END AS "previousKey"
FROM "templates" t JOIN "accounts" a ON a."id" = t."account_id" WHERE t."uuid" = $1`;

/**
 * The templates render URLs address, read in one statement and remembered for a second: a cache hit
 * then costs no database round trip, which is most of what separates it from a static file.
 */
export class AddressedTemplates {
  private readonly known = new LRUCache<string, AddressedTemplate>({ max: 10_000, ttl: REMEMBERED_MS });

  constructor(private readonly sql: SqlSession) {}

  /** The template `uuid` (lower-case), remembered or, with `fresh`, read now; undefined when there is none. */
  async get(uuid: string, { fresh = false } = {}): Promise<AddressedTemplate | undefined> {
    const known = fresh ? undefined : this.known.get(uuid);
    if (known) return known;
    const [row] = await this.sql.query<AddressedTemplate>(ADDRESSED, [uuid, new Date().toISOString()]);
    if (row) this.known.set(uuid, row);
    return row;
  }

  /** A publish in this process: its next request reads the new version. */
  forget(uuid: string): void {
    this.known.delete(uuid);
  }
}
