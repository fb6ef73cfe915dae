import type { RestRoute } from '../route.js';
import { accountRoutes } from './account.js';
import { snapRoutes } from './snaps.js';
import { templateRoutes } from './templates.js';

/** Every REST endpoint: one file per capability. */
export const routes: RestRoute[] = [...accountRoutes, ...templateRoutes, ...snapRoutes];
