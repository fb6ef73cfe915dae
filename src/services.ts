import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { TemplateService } from './templates/template-service.js';

/** Everything a request handler may use, built once per process (src/app.ts). */
export interface Services {
  config: Config;
  database: Database;
  logger: Logger;
  templates: TemplateService;
}
