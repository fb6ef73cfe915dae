import type { RestRoute } from '../../rest-adapter/route.js';
import { accountRoutes } from '../accounts/rest-routes.js';
import { batchRoutes } from '../batches/rest-routes.js';
import { fontRoutes } from '../fonts/rest-routes.js';
import { formRoutes } from '../forms/rest-routes.js';
import { mediaRoutes } from '../media/rest-routes.js';
import { previewRoutes } from '../previews/rest-routes.js';
import { screenshotRoutes } from '../screenshots/rest-routes.js';
import { snapRoutes } from '../snaps/rest-routes.js';
import { templateRoutes } from '../templates/rest-routes.js';
import { templateBundleRoutes } from '../template-bundles/rest-routes.js';

/** Every REST endpoint, for the router: each capability's routes live in its folder, as src/<capability>/rest-routes.ts. */
export const routes: RestRoute[] = [
  ...accountRoutes,
  ...templateRoutes,
  ...templateBundleRoutes,
  ...snapRoutes,
  ...batchRoutes,
  ...screenshotRoutes,
  ...formRoutes,
  ...mediaRoutes,
  ...previewRoutes,
  ...fontRoutes,
];
