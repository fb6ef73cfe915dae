import { provide, type CapabilityModule } from '../modules/module.js';
import { certificateSealKey } from './certificate-seal.js';
import { CertificateService } from './certificate-service.js';

/** The accounts' signing certificates; snaps sign PDFs through the service. */
export const signaturesModule = {
  name: 'signatures',
  provides: {
    certificates: provide(
      ['database', 'config', 'appKey'],
      (p) =>
        new CertificateService({
          prisma: p.database.prisma,
          key: certificateSealKey(p.config.CERTIFICATE_KEY, p.appKey),
        }),
    ),
  },
  graphql: () => import('./graphql.js'),
  routes: async () => (await import('./rest-routes.js')).certificateRoutes,
} satisfies CapabilityModule;
