/** Waiting jobs, most urgent first: lowest priority number, then first pushed (BullMQ's order). A binary heap. */
export class WaitingList<T extends { priority: number }> {
  private readonly heap: { item: T; seq: number }[] = [];
  private seq = 0;

  get size() {
    return this.heap.length;
  }

  push(item: T) {
    this.heap.push({ item, seq: this.seq++ });
    let i = this.heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  shift(): T | undefined {
    const top = this.heap[0];
    const last = this.heap.pop();
    if (!top || !last || top === last) return top?.item;
    this.heap[0] = last;
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let first = i;
      if (l < this.heap.length && this.before(l, first)) first = l;
      if (r < this.heap.length && this.before(r, first)) first = r;
      if (first === i) break;
      this.swap(i, first);
      i = first;
    }
    return top.item;
  }

  clear() {
    this.heap.length = 0;
  }

  private before(a: number, b: number) {
    const x = this.heap[a];
    const y = this.heap[b];
    return x.item.priority !== y.item.priority ? x.item.priority < y.item.priority : x.seq < y.seq;
  }

  private swap(a: number, b: number) {
    [this.heap[a], this.heap[b]] = [this.heap[b], this.heap[a]];
  }
}
