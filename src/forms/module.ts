import { provide, type CapabilityModule } from '../modules/module.js';
import { FormService } from './form-service.js';
import { FormSubmitter } from './form-submitter.js';
import { UrlSigner } from './url-signer.js';

declare module '../graphql/services.js' {
  interface Services {
    forms: FormService;
    formSubmitter: FormSubmitter;
  }
}

export const formsModule = {
  name: 'forms',
  provides: {
    forms: provide(
      ['database', 'appKey', 'apiUrl'],
      (p) => new FormService({ prisma: p.database.prisma, signer: new UrlSigner(p.appKey), apiUrl: p.apiUrl }),
    ),
    formSubmitter: provide(['database', 'snaps', 'storage', 'appKey', 'config', 'apiUrl'], (p) => {
      const { prisma, sql } = p.database;
      const { snaps, storage, apiUrl } = p;
      const signer = new UrlSigner(p.appKey);
      return new FormSubmitter({ prisma, sql, snaps, storage, signer, publicUrl: p.config.PUBLIC_URL, apiUrl });
    }),
  },
  graphql: () => import('./graphql.js'),
  routes: async () => (await import('./rest-routes.js')).formRoutes,
} satisfies CapabilityModule;
