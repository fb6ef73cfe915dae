import type { Services } from '../graphql/services.js';
import type { TemplatePreviewer } from '../previews/template-preview.js';
import type { SnapProcessor } from '../snaps/snap-processor.js';

/** What a process is built of: the services requests and jobs use, and what modules build for one another. */
export interface Parts extends Services {
  /** The server's own secret (src/forms/app-key.ts): signs form URLs, and render URLs when an account has no key. */
  appKey: Buffer;
  /** The REST API's public address (PUBLIC_URL and /api/v1), which links in batch results and forms start with. */
  apiUrl: string;
  /** Renders a snap and settles it; batches follow their items through it. */
  snapProcessor: SnapProcessor;
  /** Keeps each template's preview image current. */
  previewImages: TemplatePreviewer;
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
