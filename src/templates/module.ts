import { provide, type CapabilityModule } from '../modules/module.js';
import { adoptFileReferences } from './file-reference-adoption.js';
import { TemplateService } from './template-service.js';
import { TemplateVersionService } from './template-version-service.js';

declare module '../graphql/services.js' {
  interface Services {
    templates: TemplateService;
    /** A template's published versions: list, show, diff, restore (issue 44). */
    templateVersions: TemplateVersionService;
  }
}

export const templatesModule = {
  name: 'templates',
  provides: {
    templates: provide(['database', 'storage'], (p) => new TemplateService(p.database.prisma, p.storage)),
    templateVersions: provide(
      ['database', 'templates'],
      (p) => new TemplateVersionService(p.database.prisma, p.templates),
    ),
  },
  // Rewrites designs, so only where work is done (as recovery): an API-only process may not even read them.
  async work({ database, storage, config, logger }) {
    const adopted = await adoptFileReferences(database.sql, storage, [
      config.PUBLIC_URL,
      ...config.PREVIOUS_PUBLIC_URLS,
    ]);
    if (adopted) logger.info({ templates: adopted }, 'templates now refer to their images by storage key');
  },
  graphql: () => import('./graphql.js'),
  routes: async () => (await import('./rest-routes.js')).templateRoutes,
} satisfies CapabilityModule;
