import { provide, type CapabilityModule } from '../modules/module.js';
import { TemplateBundles } from './template-bundles.js';

declare module '../graphql/services.js' {
  interface Services {
    templateBundles: TemplateBundles;
  }
}

export const templateBundlesModule = {
  name: 'template-bundles',
  provides: {
    templateBundles: provide(['database', 'storage', 'templates', 'media', 'fonts'], (p) => {
      const { storage, templates, media, fonts } = p;
      return new TemplateBundles({ prisma: p.database.prisma, storage, templates, media, fonts });
    }),
  },
  graphql: () => import('./graphql.js'),
  routes: async () => (await import('./rest-routes.js')).templateBundleRoutes,
} satisfies CapabilityModule;
