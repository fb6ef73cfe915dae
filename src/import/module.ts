import { provide, type CapabilityModule } from '../modules/module.js';
import { DesignImports } from './design-imports.js';

export const importModule = {
  name: 'import',
  provides: {
    designImports: provide(['templates', 'media', 'fonts'], (p) => new DesignImports(p)),
  },
  graphql: () => import('./graphql.js'),
  routes: async () => (await import('./rest-routes.js')).designImportRoutes,
} satisfies CapabilityModule;
