import { REST_PATH } from '../../rest-adapter/rest-path.js';
import { provide, type CapabilityModule } from '../modules/module.js';
import { AddressedTemplates } from './addressed-templates.js';
import { RenderUrlService } from './render-url-service.js';
import { RenderUrlSigner } from './signed-render-url.js';
import { SingleFlight } from './single-flight.js';

declare module '../graphql/services.js' {
  interface Services {
    renderUrls: RenderUrlService;
    renderUrlSigner: RenderUrlSigner;
  }
}

export const renderUrlsModule = {
  name: 'render-urls',
  provides: {
    renderUrls: provide(['database', 'storage', 'snaps', 'appKey', 'budgets', 'config', 'templates'], (p) => {
      const { database, storage, snaps, config } = p;
      const { sql } = database;
      const addressed = new AddressedTemplates(sql);
      p.templates.onPublished((t) => addressed.forget(t.uuid));
      return new RenderUrlService({
        sql,
        templates: addressed,
        storage,
        snaps,
        flights: new SingleFlight({ sql, storage, acrossProcesses: database.kind !== 'embedded' }),
        serverKey: p.appKey,
        renders: p.budgets('render-url-renders', config.RENDER_URL_RENDERS_PER_MINUTE),
        apiPath: REST_PATH,
        maxAgeSeconds: config.RENDER_URL_MAX_AGE_SECONDS,
      });
    }),
    renderUrlSigner: provide(
      ['database', 'config'],
      (p) => new RenderUrlSigner({ sql: p.database.sql, publicUrl: p.config.PUBLIC_URL, apiPath: REST_PATH }),
    ),
  },
  graphql: () => import('./graphql.js'),
  documentedRoutes: async () => (await import('./rest-routes.js')).documentedRoutes,
} satisfies CapabilityModule;
