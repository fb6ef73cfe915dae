import { setTimeout as sleep } from 'node:timers/promises';
import type { SqlSession } from '../db/sql-runner.js';
import type { Storage } from '../storage/storage.js';

/** How long a claim holds without its process finishing: longer than any render (GraphQL's time budget is 30 s). */
const CLAIM_LEASE_MS = 60_000;
/** How often a request waiting on another process's render looks for its file. */
const POLL_MS = 20;

// Taken when free, or when its holder's lease ran out (a process that died mid-render).
const CLAIM = `INSERT INTO "render_url_claims" ("cache_key", "lease_expires_at") VALUES ($1, $2::timestamp)
ON CONFLICT ("cache_key") DO UPDATE SET "lease_expires_at" = EXCLUDED."lease_expires_at" WHERE "render_url_claims"."lease_expires_at" < $3::timestamp
RETURNING "cache_key"`;
const RELEASE = `DELETE FROM "render_url_claims" WHERE "cache_key" = $1`;

/**
 * One render per cache key at a time, however many requests ask for it at once: in this process
 * they share one promise; across processes (scaled mode) a row in `render_url_claims` elects the one
 * that renders, and the others wait for its file to appear in storage (written whole, by a rename).
 * The embedded database has one serving process, so there the promise is enough and no row is written.
 */
export class SingleFlight {
  private readonly running = new Map<string, Promise<Buffer>>();

  constructor(private readonly d: { sql: SqlSession; storage: Storage; acrossProcesses: boolean }) {}

  /** The stored bytes of `key`, made by `make` (which must store them under `key`) when nobody has. */
  run(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    let flight = this.running.get(key);
    if (!flight) {
      // Stored meanwhile (by a flight that ended between the caller's read and now, or another process): no render.
      const once = async () => (await this.d.storage.read(key)) ?? (await make());
      flight = (this.d.acrossProcesses ? this.acrossProcesses(key, once) : once()).finally(() =>
        this.running.delete(key),
      );
      this.running.set(key, flight);
    }
    return flight;
  }

  private async acrossProcesses(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    for (;;) {
      if (await this.claim(key)) {
        try {
          return await make();
        } finally {
          await this.d.sql.query(RELEASE, [key]);
        }
      }
      // Held elsewhere: its file appears when that render succeeds; if it fails, the claim goes and this one tries.
      await sleep(POLL_MS);
      const stored = await this.d.storage.read(key);
      if (stored) return stored;
    }
  }

  private async claim(key: string): Promise<boolean> {
    const now = Date.now();
    const rows = await this.d.sql.query(CLAIM, [
      key,
      new Date(now + CLAIM_LEASE_MS).toISOString(),
      new Date(now).toISOString(),
    ]);
    return rows.length === 1;
  }
}
