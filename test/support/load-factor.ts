import { cpus, loadavg } from 'node:os';

/**
 * How much slower than idle this machine runs now: the 1-minute load average per core, at least 1.
 * Time bounds are multiplied by it, since other suites share these two cores.
 */
export const loadFactor = () => Math.max(1, loadavg()[0] / cpus().length);
