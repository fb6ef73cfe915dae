import type { CapabilityModule } from '../modules/module.js';

/** Accounts, members and keys are functions over the database (the CLI calls them too): no part to build. */
export const accountsModule = {
  name: 'accounts',
  graphql: () => import('./graphql.js'),
  routes: async () => (await import('./rest-routes.js')).accountRoutes,
} satisfies CapabilityModule;
