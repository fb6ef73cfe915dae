import type { BatchItemChange } from '../events/event-bus.js';
import type { Batch } from '../generated/prisma/client.js';
import { TERMINAL_STATUSES as TERMINAL, viewOfItems, type BatchItem, type BatchView } from './batch-view.js';

/** A read of the whole batch (`viewBatchWithItems`). */
type WholeRead = { view: BatchView; items: BatchItem[] };

/** An item only moves forward: waiting, rendering, then an end status it keeps. */
const rank = (status: string) => (TERMINAL.has(status) ? 2 : status === 'processing' ? 1 : 0);

/**
 * What one subscriber knows of a batch: read whole at the start, then moved along by the committed
 * changes its events carry, and read whole again when it ends (so the last state sent is the
 * database's even if an event was lost on the way). A change never moves an item back, so an event
 * that arrives after a read which already saw it changes nothing.
 */
export class WatchedBatch {
  private batch!: Batch;
  private items!: Map<string, BatchItem>;
  private credits!: number;

  constructor(read: WholeRead) {
    this.take(read);
  }

  private take(read: WholeRead): void {
    this.batch = read.view.batch;
    this.items = new Map(read.items.map((i) => [i.id, i]));
    this.credits = read.view.creditsCharged;
  }

  get ended(): boolean {
    return TERMINAL.has(this.batch.status);
  }

  get itemIds(): string[] {
    return [...this.items.keys()];
  }

  /** The ids of the items the event moved; null when only a whole read can tell (the batch ended, or an item not known). */
  apply(event: { items: BatchItemChange[]; batchStatus?: string }): string[] | null {
    // Before changing anything: a whole read then reports every item this event moved.
    if ((event.batchStatus && TERMINAL.has(event.batchStatus)) || event.items.some((c) => !this.items.has(c.id)))
      return null;
    if (event.batchStatus) this.batch = { ...this.batch, status: event.batchStatus as Batch['status'] };
    const moved: string[] = [];
    for (const { id, status, mediaKey, lastError, creditsCharged } of event.items) {
      const item = this.items.get(id)!;
      if (rank(status) <= rank(item.status)) continue;
      this.items.set(id, { ...item, status, mediaKey, lastError });
      if (TERMINAL.has(status)) this.credits += creditsCharged;
      moved.push(id);
    }
    return moved;
  }

  /** Takes a whole read instead of what it knew; the ids of the items whose status it changes. */
  reread(read: WholeRead): string[] {
    const moved = read.items.filter((i) => this.items.get(i.id)?.status !== i.status).map((i) => i.id);
    this.take(read);
    return moved;
  }

  /** What it knows now, as a view that later changes leave as it is. */
  view(): BatchView {
    return viewOfItems(this.batch, [...this.items.values()], this.credits);
  }
}
