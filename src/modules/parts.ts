import type { Services } from '../graphql/services.js';

/**
 * What a process is built of: the services requests and jobs use, and what modules build for one
 * another (each module adds its own, as it adds its services: `declare module '../modules/parts.js'`).
 */
export interface Parts extends Services {
  /** The server's own secret (src/forms/app-key.ts): signs form URLs, and render URLs when an account has no key. */
  appKey: Buffer;
  /** The REST API's public address (PUBLIC_URL and /api/v1), which links in batch results and forms start with. */
  apiUrl: string;
}

/** The parts the server opens before any module (src/server/infrastructure.ts). */
export type InfrastructureParts = Pick<
  Parts,
  | 'config'
  | 'logger'
  | 'metrics'
  | 'budgets'
  | 'database'
  | 'policy'
  | 'renderer'
  | 'storage'
  | 'events'
  | 'jobs'
  | 'appKey'
  | 'apiUrl'
>;
