import { provide, type CapabilityModule } from '../modules/module.js';
import { FontService } from './font-service.js';

declare module '../graphql/services.js' {
  interface Services {
    fonts: FontService;
  }
}

/** The account's uploaded fonts; the render threads read them through AccountFontLibrary, which the renderer holds. */
export const fontsModule = {
  name: 'fonts',
  provides: {
    fonts: provide(['database', 'storage'], (p) => new FontService({ prisma: p.database.prisma, storage: p.storage })),
  },
  graphql: () => import('./graphql.js'),
  routes: async () => (await import('./rest-routes.js')).fontRoutes,
} satisfies CapabilityModule;
