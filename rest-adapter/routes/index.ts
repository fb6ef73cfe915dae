import type { RestRoute } from '../route.js';
import { accountRoutes } from './account.js';
import { batchRoutes } from './batches.js';
import { fontRoutes } from './fonts.js';
import { formRoutes } from './forms.js';
import { mediaRoutes } from './media.js';
import { previewRoutes } from './previews.js';
import { screenshotRoutes } from './screenshots.js';
import { snapRoutes } from './snaps.js';
import { templateRoutes } from './templates.js';

/** Every REST endpoint: one file per capability. */
export const routes: RestRoute[] = [...accountRoutes, ...templateRoutes, ...snapRoutes, ...batchRoutes, ...screenshotRoutes, ...formRoutes, ...mediaRoutes, ...previewRoutes, ...fontRoutes];
