import { provide, type CapabilityModule } from '../modules/module.js';
import { CollectionService } from './collection-service.js';

export const collectionsModule = {
  name: 'collections',
  provides: {
    collections: provide(['database'], (p) => new CollectionService(p.database.prisma)),
  },
  graphql: () => import('./graphql.js'),
} satisfies CapabilityModule;
