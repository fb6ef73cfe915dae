import { provide, type CapabilityModule } from '../modules/module.js';
import { CollectionService } from './collection-service.js';

declare module '../graphql/services.js' {
  interface Services {
    collections: CollectionService;
  }
}

export const collectionsModule = {
  name: 'collections',
  provides: {
    collections: provide(['database'], (p) => new CollectionService(p.database.prisma)),
  },
  graphql: () => import('./graphql.js'),
} satisfies CapabilityModule;
