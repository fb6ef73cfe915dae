import type { Logger } from 'pino';

/**
 * On the first SIGTERM or SIGINT, runs `close` (stop taking work, finish what is in flight, close
 * connections) and exits 0; exits 1 if it fails or is still running after `deadlineMs`. A job cut
 * off that way is not lost: BullMQ gives it to another worker once its lock expires. A second
 * signal exits at once.
 */
export function exitOnSignal(logger: Logger, deadlineMs: number, close: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, deadlineMs }, 'shutting down');
    setTimeout(() => {
      logger.error({ deadlineMs }, 'shutdown deadline passed: exiting with work in flight');
      process.exit(1);
    }, deadlineMs);
    try {
      await close();
      logger.info('stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (s) => void stop(s));
}
