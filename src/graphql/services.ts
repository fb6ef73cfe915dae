import type { Logger } from 'pino';
import type { BatchService } from '../batches/batch-service.js';
import type { CollectionService } from '../collections/collection-service.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { FormService } from '../forms/form-service.js';
import type { FormSubmitter } from '../forms/form-submitter.js';
import type { Housekeeping } from '../housekeeping/housekeeping.js';
import type { Events } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { MediaService } from '../media/media-service.js';
import type { FontService } from '../fonts/font-service.js';
import type { OutboundPolicy } from '../net/outbound-policy.js';
import type { Metrics } from '../ops/metrics.js';
import type { Budgets } from '../ops/rate-limit.js';
import type { PreviewService } from '../previews/preview-service.js';
import type { Renderer } from '../render/index.js';
import type { RenderUrlService } from '../render-urls/render-url-service.js';
import type { RenderUrlSigner } from '../render-urls/signed-render-url.js';
import type { ScreenshotService } from '../screenshots/screenshot-service.js';
import type { CertificateService } from '../signatures/certificate-service.js';
import type { SnapService } from '../snaps/snap-service.js';
import type { Storage } from '../storage/storage.js';
import type { TemplateService } from '../templates/template-service.js';
import type { TemplateVersionService } from '../templates/template-version-service.js';
import type { TemplateBundles } from '../template-bundles/template-bundles.js';
import type { DesignImports } from '../import/design-imports.js';
import type { WebhookDispatcher } from '../webhooks/webhook-dispatcher.js';

/** Everything a request handler or job may use, built once per process (src/server/app.ts). */
export interface Services {
  config: Config;
  database: Database;
  logger: Logger;
  metrics: Metrics;
  /** Per-IP request budgets (rate limits), shared by REST routes, GraphQL and graphql-ws. */
  budgets: Budgets;
  policy: OutboundPolicy;
  renderer: Renderer;
  storage: Storage;
  events: Events;
  jobs: JobQueue;
  webhooks: WebhookDispatcher;
  templates: TemplateService;
  /** A template's published versions: list, show, diff, restore (issue 44). */
  templateVersions: TemplateVersionService;
  collections: CollectionService;
  snaps: SnapService;
  renderUrls: RenderUrlService;
  renderUrlSigner: RenderUrlSigner;
  forms: FormService;
  formSubmitter: FormSubmitter;
  batches: BatchService;
  screenshots: ScreenshotService;
  media: MediaService;
  fonts: FontService;
  /** The accounts' signing certificates (PKCS#12, sealed), which sign PDF snaps. */
  certificates: CertificateService;
  templateBundles: TemplateBundles;
  /** Design files (SVG, PSD, Figma) made into new templates (docs/import.md). */
  designImports: DesignImports;
  previews: PreviewService;
  /** Retention and the sweep of unreferenced files, on a schedule where jobs are worked. */
  housekeeping: Housekeeping;
}
