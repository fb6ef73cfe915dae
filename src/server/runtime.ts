import type { Config } from '../config.js';
import type { Services } from '../graphql/services.js';
import { buildParts } from '../modules/build-parts.js';
import type { Readiness } from '../ops/readiness.js';
import type { StorageDriver } from '../storage/storage.js';
import { watchRedisRestarts, type RedisRestartWatch } from '../ops/redis-restart-watch.js';
import { openInfrastructure } from './infrastructure.js';
import { modules } from './modules.js';

export interface Runtime {
  services: Services;
  storage: StorageDriver;
  readiness: Readiness;
  /** Warms the render threads in the background (once): call it when the process serves. */
  warmUp(): void;
  close(): Promise<void>;
}

/** Builds every module of a process on its infrastructure; with `work`, it also renders and delivers queued jobs. */
export async function createRuntime(config: Config, { work }: { work: boolean }): Promise<Runtime> {
  const infrastructure = await openInfrastructure(config);
  const parts = buildParts(modules, infrastructure.parts);
  let restartWatch: RedisRestartWatch | undefined;
  if (work) {
    const how = { inFlight: 2 * infrastructure.threads };
    for (const module of modules) await module.work?.(parts, how);
    const recover = async () => {
      for (const module of modules) await module.recover?.(parts);
    };
    // Watching from before the first recovery, so that no Redis restart falls between the two.
    if (config.REDIS_URL) restartWatch = await watchRedisRestarts(config.REDIS_URL, parts.logger, recover);
    await recover();
  }
  return {
    services: parts,
    storage: infrastructure.storage,
    readiness: infrastructure.readiness,
    warmUp: infrastructure.warmUp,
    // Callers stop taking requests first (HTTP server, then this); the queue lets in-flight jobs finish.
    async close() {
      infrastructure.readiness.stop();
      await restartWatch?.close();
      await parts.jobs.close();
      for (const module of [...modules].reverse()) await module.close?.(parts);
      await infrastructure.close();
    },
  };
}
