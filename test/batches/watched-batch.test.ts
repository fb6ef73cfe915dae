import { describe, expect, it } from 'vitest';
import type { Batch } from '../../src/generated/prisma/client.js';
import { viewOfItems, type BatchItem } from '../../src/batches/batch-view.js';
import { itemChange } from '../../src/batches/batch-progress.js';
import { WatchedBatch } from '../../src/batches/watched-batch.js';

const batch = { id: 1, uuid: 'b', status: 'processing', totalRows: 3 } as Batch;
const item = (id: string, status: string): BatchItem => ({
  id,
  identifier: id,
  status,
  mediaKey: status === 'completed' ? `snaps/${id}.jpg` : null,
  lastError: null,
  position: Number(id.slice(1)),
  size: null,
  locale: null,
});
const read = (items: BatchItem[], credits: number, status = batch.status) => {
  const b = { ...batch, status };
  return { view: viewOfItems(b, items, credits), items };
};
const change = (id: string, status: string) => itemChange({ ...item(id, status), status: status as never });

describe('WatchedBatch: a subscriber moved along by committed changes', () => {
  it('applies changes: counts, credits (completed items only) and the items themselves', async () => {
    const w = new WatchedBatch(read([item('i0', 'completed'), item('i1', 'processing'), item('i2', 'pending')], 1));
    expect(w.apply({ items: [change('i1', 'completed'), change('i2', 'processing')] })).toEqual(['i1', 'i2']);
    expect(w.apply({ items: [change('i2', 'failed')] })).toEqual(['i2']);
    const v = w.view();
    expect(v.counts).toMatchObject({ completed: 2, failed: 1, pending: 0, processedRows: 3 });
    expect(v.creditsCharged).toBe(2);
    expect((await v.items(['i1']))[0]).toMatchObject({
      status: 'completed',
      mediaKey: 'snaps/i1.jpg',
      identifier: 'i1',
    });
  });

  it('never moves an item back, nor charges it twice: a change the first read already saw changes nothing', () => {
    const w = new WatchedBatch(read([item('i0', 'completed'), item('i1', 'pending'), item('i2', 'pending')], 1));
    expect(w.apply({ items: [change('i0', 'processing'), change('i0', 'completed')] })).toEqual([]);
    expect(w.view().creditsCharged).toBe(1);
    expect(w.view().counts.completed).toBe(1);
  });

  it('a view already sent stays as it was', async () => {
    const w = new WatchedBatch(read([item('i0', 'pending'), item('i1', 'pending'), item('i2', 'pending')], 0));
    const before = w.view();
    w.apply({ items: [change('i0', 'completed')], batchStatus: 'processing' });
    expect((await before.items()).map((i) => i.status)).toEqual(['pending', 'pending', 'pending']);
    expect(before.counts.completed).toBe(0);
  });

  it('an event naming an unknown item changes nothing, so the whole read that follows reports its other items too', () => {
    const w = new WatchedBatch(read([item('i0', 'completed'), item('i1', 'processing'), item('i2', 'pending')], 1));
    expect(
      w.apply({ items: [change('i1', 'completed'), change('x9', 'completed')], batchStatus: 'processing' }),
    ).toBeNull();
    expect(w.view().counts.completed).toBe(1);
    expect(w.reread(read([item('i0', 'completed'), item('i1', 'completed'), item('i2', 'pending')], 2))).toEqual([
      'i1',
    ]);
  });

  it('asks for a whole read when the batch ends or an item is unknown, and then reports what that read moved', () => {
    const w = new WatchedBatch(read([item('i0', 'completed'), item('i1', 'processing'), item('i2', 'pending')], 1));
    expect(w.apply({ items: [change('i1', 'completed')], batchStatus: 'completed' })).toBeNull();
    expect(w.apply({ items: [change('x9', 'completed')] })).toBeNull();
    expect(w.ended).toBe(false);
    expect(
      w.reread(read([item('i0', 'completed'), item('i1', 'completed'), item('i2', 'failed')], 2, 'completed')),
    ).toEqual(['i1', 'i2']);
    expect(w.ended).toBe(true);
    expect(w.view().creditsCharged).toBe(2);
  });
});
