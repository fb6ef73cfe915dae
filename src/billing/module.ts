import type { CapabilityModule } from '../modules/module.js';

/** Credits are charged inside other capabilities' statements (src/billing/settlement.ts): GraphQL reads them. */
export const billingModule = {
  name: 'billing',
  graphql: () => import('./graphql.js'),
} satisfies CapabilityModule;
