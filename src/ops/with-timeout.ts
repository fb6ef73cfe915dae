export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** `promise`, or a TimeoutError once `ms` have passed (the work itself goes on: nothing here can cancel it). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new TimeoutError(`timed out after ${ms} ms`)), ms)),
  );
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
