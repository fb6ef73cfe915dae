import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import type { Template } from '../generated/prisma/client.js';
import type { Renderer } from '../render/index.js';
import { designOf } from '../templates/renderable-template.js';
import { newFileKey, type Storage } from '../storage/storage.js';

// Thumbnails fit this box: enough for a template picker, cheap to render.
const PREVIEW_MAX_SIDE = 480;

/**
 * The spec's template preview image, regenerated whenever a design is published. It is made
 * after the write returns: a slow image host must not hold up the API call.
 */
export class TemplatePreviewer {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly d: { prisma: Db; renderer: Renderer; storage: Storage; logger: Logger }) {}

  refresh(template: Template): void {
    const p = this.generate(template).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Waits for the previews in flight (shutdown, tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async generate(template: Template): Promise<void> {
    try {
      const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(template.width, template.height));
      const result = await this.d.renderer.render({
        design: designOf(template),
        format: 'png',
        scale,
        accountId: template.accountId,
      });
      const key = newFileKey('previews', 'png');
      await this.d.storage.put(key, result.data);
      // Only the version that was rendered gets it: a newer publish brings its own preview.
      await this.d.prisma.template.updateMany({
        where: { id: template.id, version: template.version },
        data: { previewKey: key },
      });
    } catch (err) {
      this.d.logger.warn({ templateId: template.id, err: (err as Error).message }, 'template preview failed');
    }
  }
}
