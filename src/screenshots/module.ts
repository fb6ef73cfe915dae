import { provide, type CapabilityModule } from '../modules/module.js';
import { Chromium } from './chromium.js';
import { ScreenshotService } from './screenshot-service.js';

declare module '../graphql/services.js' {
  interface Services {
    screenshots: ScreenshotService;
  }
}

export const screenshotsModule = {
  name: 'screenshots',
  provides: {
    screenshots: provide(['database', 'policy', 'storage', 'config', 'logger'], (p) => {
      const { config, logger } = p;
      const chromium = new Chromium({
        chromiumPath: config.CHROMIUM_PATH,
        systemPaths: config.CHROMIUM_SYSTEM_PATHS,
        dataDir: config.DATA_DIR,
        logger,
      });
      const { prisma, sql } = p.database;
      return new ScreenshotService({
        prisma,
        sql,
        policy: p.policy,
        storage: p.storage,
        chromium,
        timeoutMs: config.SCREENSHOT_TIMEOUT_MS,
      });
    }),
  },
  close: (p) => p.screenshots.close(),
  graphql: () => import('./graphql.js'),
  routes: async () => (await import('./rest-routes.js')).screenshotRoutes,
} satisfies CapabilityModule;
