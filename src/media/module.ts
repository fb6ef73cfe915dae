import { provide, type CapabilityModule } from '../modules/module.js';
import { MediaService } from './media-service.js';

declare module '../graphql/services.js' {
  interface Services {
    media: MediaService;
  }
}

export const mediaModule = {
  name: 'media',
  provides: {
    media: provide(['database', 'storage'], (p) => new MediaService({ prisma: p.database.prisma, storage: p.storage })),
  },
  graphql: () => import('./graphql.js'),
  routes: async () => (await import('./rest-routes.js')).mediaRoutes,
} satisfies CapabilityModule;
