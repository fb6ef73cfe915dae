import { InvalidJobError } from './job-errors.js';
import type { JobOptions } from './job-queue.js';

const DEFAULT_PRIORITY = 100;
export const BACKOFF_BASE_MS = 500;

export interface ResolvedJobOptions {
  jobId?: string;
  delayMs: number;
  priority: number;
  attempts: number;
}

/**
 * Validates a job the same way for both kinds, so that code tried against the in-process runner does
 * not fail first under BullMQ: BullMQ forbids ':' in queue names and job ids, and all-digit ids
 * (they would collide with its own numeric ids).
 */
export function resolveJobOptions(name: string, opts: JobOptions = {}): ResolvedJobOptions {
  assertJobName(name);
  const { jobId, delayMs = 0, priority = DEFAULT_PRIORITY, attempts = 1 } = opts;
  if (jobId !== undefined && (!jobId || jobId.includes(':') || /^-?\d+$/.test(jobId)))
    throw new InvalidJobError(`jobId must be non-empty, not all digits and without ':', got ${JSON.stringify(jobId)}`);
  if (!Number.isFinite(delayMs) || delayMs < 0)
    throw new InvalidJobError(`delayMs must be a finite number >= 0, got ${delayMs}`);
  if (!Number.isInteger(priority) || priority < 1 || priority > 1000)
    throw new InvalidJobError(`priority must be an integer from 1 to 1000, got ${priority}`);
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new InvalidJobError(`attempts must be an integer >= 1, got ${attempts}`);
  return { jobId, delayMs: Math.ceil(delayMs), priority, attempts };
}

export function assertJobName(name: string) {
  if (!name || name.includes(':'))
    throw new InvalidJobError(`job name must be non-empty without ':', got ${JSON.stringify(name)}`);
}

/** The wait before attempt `failedAttempt + 1`: BullMQ's exponential backoff. */
export const backoffMs = (failedAttempt: number) => BACKOFF_BASE_MS * 2 ** (failedAttempt - 1);

export function assertConcurrency(concurrency: number) {
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new InvalidJobError(`concurrency must be an integer >= 1, got ${concurrency}`);
}
