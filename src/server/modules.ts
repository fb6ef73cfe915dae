import { accountsModule } from '../accounts/module.js';
import { batchesModule } from '../batches/module.js';
import { billingModule } from '../billing/module.js';
import { collectionsModule } from '../collections/module.js';
import { embedsModule } from '../embeds/module.js';
import { fontsModule } from '../fonts/module.js';
import { formsModule } from '../forms/module.js';
import { housekeepingModule } from '../housekeeping/module.js';
import { importModule } from '../import/module.js';
import { mediaModule } from '../media/module.js';
import type { CapabilityModule } from '../modules/module.js';
import type { InfrastructureParts, Parts } from '../modules/parts.js';
import { previewsModule } from '../previews/module.js';
import { renderUrlsModule } from '../render-urls/module.js';
import { screenshotsModule } from '../screenshots/module.js';
import { signaturesModule } from '../signatures/module.js';
import { snapsModule } from '../snaps/module.js';
import { templateBundlesModule } from '../template-bundles/module.js';
import { templatesModule } from '../templates/module.js';
import { webhooksModule } from '../webhooks/module.js';

/**
 * Every capability, in the order its parts are built (each after what it builds from: buildParts
 * stops the start when one is not), its jobs started and its losses recovered; closed in reverse.
 */
const MODULES = [
  accountsModule,
  billingModule,
  webhooksModule,
  templatesModule,
  previewsModule,
  signaturesModule,
  snapsModule,
  batchesModule,
  screenshotsModule,
  renderUrlsModule,
  formsModule,
  collectionsModule,
  mediaModule,
  fontsModule,
  templateBundlesModule,
  importModule,
  embedsModule,
  housekeepingModule,
] as const satisfies readonly CapabilityModule[];

type ProvidedBy<Module> = Module extends { provides: infer Provided } ? keyof Provided : never;
type Unbuilt = Exclude<keyof Parts, ProvidedBy<(typeof MODULES)[number]> | keyof InfrastructureParts>;
// Fails to compile, naming the part, when a part is built by neither the infrastructure nor any module.
const everyPartBuilt: [Unbuilt] extends [never] ? true : Unbuilt = true;
void everyPartBuilt;

/** The list as the runtime, the schema and the route index read it: each module's optional members in turn. */
export const modules: readonly CapabilityModule[] = MODULES;
