import { provide, type CapabilityModule } from '../modules/module.js';
import { EmbedService } from './embed-service.js';

declare module '../graphql/services.js' {
  interface Services {
    embeds: EmbedService;
  }
}

export const embedsModule = {
  name: 'embeds',
  provides: {
    embeds: provide(
      ['database', 'templates', 'appKey', 'config'],
      (p) =>
        new EmbedService({
          prisma: p.database.prisma,
          templates: p.templates,
          appKey: p.appKey,
          publicUrl: p.config.PUBLIC_URL,
        }),
    ),
  },
  graphql: () => import('./graphql.js'),
} satisfies CapabilityModule;
