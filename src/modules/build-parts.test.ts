import { describe, expect, it } from 'vitest';
import { fontsModule } from '../fonts/module.js';
import { mediaModule } from '../media/module.js';
import { FontService } from '../fonts/font-service.js';
import { MediaService } from '../media/media-service.js';
import { templateBundlesModule } from '../template-bundles/module.js';
import { TemplateBundles } from '../template-bundles/template-bundles.js';
import { templatesModule } from '../templates/module.js';
import { TemplateService } from '../templates/template-service.js';
import { buildParts, ModuleOrderError } from './build-parts.js';
import type { InfrastructureParts } from './parts.js';

// The providers here only construct their services, which keep what they are given: opaque stand-ins do.
const infrastructure = { database: { prisma: {}, sql: {} }, storage: {} } as unknown as InfrastructureParts;

describe('buildParts', () => {
  it('builds each module on what the infrastructure and the modules before it built', () => {
    const parts = buildParts([templatesModule, mediaModule, fontsModule, templateBundlesModule], infrastructure);
    expect(parts.templates).toBeInstanceOf(TemplateService);
    expect(parts.media).toBeInstanceOf(MediaService);
    expect(parts.fonts).toBeInstanceOf(FontService);
    expect(parts.templateBundles).toBeInstanceOf(TemplateBundles);
    expect(parts.storage).toBe(infrastructure.storage);
  });

  it('stops at a module listed before a part it builds from, naming the module, the part and what is missing', () => {
    const build = () => buildParts([mediaModule, templateBundlesModule, templatesModule, fontsModule], infrastructure);
    expect(build).toThrow(ModuleOrderError);
    expect(build).toThrow(
      'template-bundles builds templateBundles from templates, fonts, which no module listed before it builds',
    );
  });
});
