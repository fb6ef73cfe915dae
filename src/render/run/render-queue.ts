/** Whose render it is: an account, or `none` for the service's own (warm-up, the readiness check) and account-less callers. */
export type RenderAccount = number | 'none';

/** What the queue reads of a render thread: whose renders it runs (null while it runs none) and how many. */
export interface ThreadLoad {
  readonly account: RenderAccount | null;
  readonly running: number;
}

/** Accounts whose last turn is remembered; past it, those with nothing waiting are forgotten (and count as never served). */
const REMEMBERED_ACCOUNTS = 10_000;

/**
 * Renders waiting for a thread, per account, and the rule that gives threads out (docs/api.md
 * "Fairness"): a free thread goes to the waiting account that holds the fewest threads, then to the
 * one whose last render started longest ago (one never served first); a thread takes a second render (`perThread`) only of the
 * account it already serves, and only while no account that holds no thread waits. So one account's
 * queue never stands in front of another account's render: that waits at most for one thread's
 * renders already running to end (each within the render time limit).
 */
export class RenderQueue<T> {
  private readonly waiting = new Map<RenderAccount, { item: T; since: number }[]>();
  /** When each account's render last started, in turns counted from 1. */
  private readonly served = new Map<RenderAccount, number>();
  private turns = 0;
  private count = 0;

  constructor(private readonly perThread: number) {}

  add(account: RenderAccount, item: T, since = performance.now()): void {
    this.line(account).push({ item, since });
    this.count++;
  }

  /** A render that lost its thread through no fault of its own goes back to the front of its account's line. */
  putBack(account: RenderAccount, item: T, since: number): void {
    this.line(account).unshift({ item, since });
    this.count++;
  }

  /** The render to start next and the thread (an index of `threads`) to start it on, taken off the queue; null when none may start now. */
  next(threads: readonly ThreadLoad[]): { account: RenderAccount; item: T; thread: number } | null {
    if (this.count === 0) return null;
    const held = (a: RenderAccount) => threads.reduce((n, t) => n + (t.running > 0 && t.account === a ? 1 : 0), 0);
    const free = threads.findIndex((t) => t.running === 0);
    if (free >= 0) {
      let best: RenderAccount | undefined;
      let bestKey: [number, number] = [Infinity, Infinity];
      for (const account of this.waiting.keys()) {
        const key: [number, number] = [held(account), this.served.get(account) ?? 0];
        if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) [best, bestKey] = [account, key];
      }
      return this.take(best!, free);
    }
    for (const account of this.waiting.keys()) if (held(account) === 0) return null;
    const shared = threads.findIndex((t) => t.running < this.perThread && this.waiting.has(t.account!));
    return shared >= 0 ? this.take(threads[shared].account!, shared) : null;
  }

  /** Every render waiting, taken off the queue (the pool closing). */
  takeAll(): T[] {
    const all = [...this.waiting.values()].flatMap((line) => line.map((w) => w.item));
    this.waiting.clear();
    this.count = 0;
    return all;
  }

  /** Renders waiting. */
  size(): number {
    return this.count;
  }

  /** How long the render that has waited longest has waited, in milliseconds (0 when none waits). */
  longestWaitMs(now = performance.now()): number {
    let oldest = now;
    // Each account's first render is its oldest: renders join at the back, and come back at the front.
    for (const line of this.waiting.values()) oldest = Math.min(oldest, line[0].since);
    return now - oldest;
  }

  private line(account: RenderAccount): { item: T; since: number }[] {
    let line = this.waiting.get(account);
    if (!line) this.waiting.set(account, (line = []));
    return line;
  }

  private take(account: RenderAccount, thread: number): { account: RenderAccount; item: T; thread: number } {
    const line = this.waiting.get(account)!;
    const { item } = line.shift()!;
    this.count--;
    if (line.length === 0) this.waiting.delete(account);
    if (this.served.size >= REMEMBERED_ACCOUNTS)
      for (const known of this.served.keys()) if (!this.waiting.has(known)) this.served.delete(known);
    this.served.set(account, ++this.turns);
    return { account, item, thread };
  }
}
