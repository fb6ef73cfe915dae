/** A job name or options that the queue refuses; a programming error, not bad user input. */
export class InvalidJobError extends Error {
  override name = 'InvalidJobError';
}

/** `add` or `work` on a queue that has been closed. */
export class JobQueueClosedError extends Error {
  override name = 'JobQueueClosedError';

  constructor() {
    super('the job queue is closed');
  }
}
