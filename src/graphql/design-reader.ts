import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../db/database.js';
import { jsonBytes, responseTooLarge } from './limits/response-size.js';

/** The columns that hold a whole design: up to megabytes of JSON each. */
type DesignColumn = 'layers' | 'draft';

/**
 * Reads templates' layers and drafts for one GraphQL operation, never with the rest of the row: a
 * page of 100 templates would otherwise read up to 100 designs in one query, on the event loop with
 * the embedded database. One design at a time, with a turn of the event loop between them, each
 * counted against the operation's response cap (GRAPHQL_MAX_RESPONSE_BYTES, set by the operation
 * guard): past it, nothing more is read and the field fails with RESPONSE_TOO_LARGE.
 */
export class DesignReader {
  private queue: Promise<unknown> = Promise.resolve();
  private bytes = 0;
  private maxBytes = Infinity;

  constructor(private readonly db: Db) {}

  /** Caps what this operation may read (the REST adapter's fixed, paged operations have no cap). */
  limitTo(maxBytes: number): void {
    this.maxBytes = maxBytes;
  }

  read(templateId: number, column: DesignColumn): Promise<unknown> {
    const turn = this.queue.then(async () => {
      if (this.bytes > this.maxBytes) throw responseTooLarge(this.maxBytes);
      await nextTurn();
      const row = await this.db.template.findUnique({ where: { id: templateId }, select: { [column]: true } });
      const value = (row as Record<DesignColumn, unknown> | null)?.[column] ?? null;
      this.bytes += jsonBytes(value, this.maxBytes - this.bytes);
      if (this.bytes > this.maxBytes) throw responseTooLarge(this.maxBytes);
      return value;
    });
    this.queue = turn.catch(() => {});
    return turn;
  }
}
