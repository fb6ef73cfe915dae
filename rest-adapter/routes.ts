import type { RestRoute } from './route.js';
import { accountRoutes } from '../src/accounts/rest-routes.js';
import { batchRoutes } from '../src/batches/rest-routes.js';
import { fontRoutes } from '../src/fonts/rest-routes.js';
import { formRoutes } from '../src/forms/rest-routes.js';
import { mediaRoutes } from '../src/media/rest-routes.js';
import { previewRoutes } from '../src/previews/rest-routes.js';
import { screenshotRoutes } from '../src/screenshots/rest-routes.js';
import { snapRoutes } from '../src/snaps/rest-routes.js';
import { templateRoutes } from '../src/templates/rest-routes.js';
import { templateBundleRoutes } from '../src/template-bundles/rest-routes.js';

/** Every REST endpoint, for the router: each capability's routes live in its folder, as src/<capability>/rest-routes.ts. */
export const routes: RestRoute[] = [...accountRoutes, ...templateRoutes, ...templateBundleRoutes, ...snapRoutes, ...batchRoutes, ...screenshotRoutes, ...formRoutes, ...mediaRoutes, ...previewRoutes, ...fontRoutes];
