import { UnavailableError } from '../errors/unavailable-error.js';

const SLOTS_BUSY = 'Every screenshot slot is busy; try again shortly.';

/** At most `size` captures at once; the others wait in arrival order, each for a bounded time. */
export class CaptureSlots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  /** Runs `task` in a slot; UnavailableError when no slot frees up within `maxWaitMs`. */
  async run<T>(maxWaitMs: number, task: () => Promise<T>): Promise<T> {
    if (this.busy < this.size) this.busy++;
    else await this.wait(maxWaitMs);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private wait(maxWaitMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(take), 1);
        reject(new UnavailableError(SLOTS_BUSY));
      }, maxWaitMs);
      this.waiting.push(take);
    });
  }

  private release(): void {
    // The slot passes straight to the next in line, so `busy` stays as it is.
    const next = this.waiting.shift();
    if (next) next();
    else this.busy--;
  }
}
