import { provide, type CapabilityModule } from '../modules/module.js';
import { PreviewService } from './preview-service.js';
import { TemplatePreviewer } from './template-preview.js';

declare module '../graphql/services.js' {
  interface Services {
    previews: PreviewService;
  }
}

declare module '../modules/parts.js' {
  interface Parts {
    /** Keeps each template's preview image current. */
    previewImages: TemplatePreviewer;
  }
}

export const previewsModule = {
  name: 'previews',
  provides: {
    previewImages: provide(['database', 'renderer', 'storage', 'logger', 'templates'], (p) => {
      const { renderer, storage, logger } = p;
      const previewer = new TemplatePreviewer({ prisma: p.database.prisma, renderer, storage, logger });
      p.templates.onPublished((t) => previewer.refresh(t));
      return previewer;
    }),
    previews: provide(['templates', 'renderer', 'policy', 'storage', 'database', 'budgets', 'config'], (p) => {
      const { templates, renderer, policy, storage, budgets, config } = p;
      return new PreviewService({
        templates,
        renderer,
        policy,
        storage,
        sql: p.database.sql,
        draftBudget: budgets('draft-render', config.DRAFT_RENDER_RATE_LIMIT_PER_MINUTE),
        draftTimeBudget: budgets('draft-render-ms', config.DRAFT_RENDER_MS_PER_MINUTE),
      });
    }),
  },
  close: (p) => p.previewImages.settled(),
  graphql: () => import('./graphql.js'),
  routes: async () => (await import('./rest-routes.js')).previewRoutes,
} satisfies CapabilityModule;
