import type { DocumentedRoute } from '../../rest-adapter/openapi/route-doc.js';
import type { RestRoute } from '../../rest-adapter/route.js';
import { modules } from './modules.js';

/** Every REST endpoint, for the router and the OpenAPI document: each capability's module loads its src/<capability>/rest-routes.ts. */
export const routes: RestRoute[] = [];
/** The endpoints served beside the router (the render URL), for the OpenAPI document. */
export const outsideRoutes: DocumentedRoute[] = [];
for (const module of modules) {
  routes.push(...((await module.routes?.()) ?? []));
  outsideRoutes.push(...((await module.documentedRoutes?.()) ?? []));
}
