import { provide, type CapabilityModule } from '../modules/module.js';
import { DesignImports } from './design-imports.js';

declare module '../graphql/services.js' {
  interface Services {
    /** Design files (SVG, PSD, Figma) made into new templates (docs/import.md). */
    designImports: DesignImports;
  }
}

export const importModule = {
  name: 'import',
  provides: {
    designImports: provide(['templates', 'media', 'fonts'], (p) => new DesignImports(p)),
  },
  graphql: () => import('./graphql.js'),
  routes: async () => (await import('./rest-routes.js')).designImportRoutes,
} satisfies CapabilityModule;
