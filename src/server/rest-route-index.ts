import type { RestRoute } from '../../rest-adapter/route.js';
import { modules } from './modules.js';

/** Every REST endpoint, for the router and the OpenAPI document: each capability's module loads its src/<capability>/rest-routes.ts. */
export const routes: RestRoute[] = [];
for (const module of modules) routes.push(...((await module.routes?.()) ?? []));
