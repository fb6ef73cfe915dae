import { provide, type CapabilityModule } from '../modules/module.js';
import { certificateSealKey } from './certificate-seal.js';
import { CertificateService } from './certificate-service.js';

declare module '../graphql/services.js' {
  interface Services {
    /** The accounts' signing certificates (PKCS#12, sealed), which sign PDF snaps. */
    certificates: CertificateService;
  }
}

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
