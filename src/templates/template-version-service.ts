import type { Caller } from '../accounts/caller.js';
import type { Db } from '../db/database.js';
import type { Template, TemplateVersion } from '../generated/prisma/client.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { designDiff } from './design-diff.js';
import type { TemplateDesignFields } from './template-input.js';
import { draftDiffers, type TemplateService } from './template-service.js';

/** Two versions of a template and what changed from the first to the second, in sentences (design-diff.ts). */
export interface VersionDiff {
  from: number;
  to: number;
  changes: string[];
}

/**
 * A template's published versions (issue 44, docs/api.md "Versions"): list, show, diff and restore.
 * Publishing writes them (template-versions.ts); restore publishes an old design as the next version.
 */
export class TemplateVersionService {
  constructor(
    private readonly db: Db,
    private readonly templates: TemplateService,
  ) {}

  /** Newest first. */
  async list(caller: Caller, uuid: string): Promise<TemplateVersion[]> {
    const t = await this.templates.byUuid(caller, uuid, { select: { id: true } });
    return this.db.templateVersion.findMany({ where: { templateId: t.id }, orderBy: { version: 'desc' } });
  }

  /** One version; an unknown number is a 404, as an unknown template is. */
  async show(caller: Caller, uuid: string, version: number): Promise<TemplateVersion> {
    const t = await this.templates.byUuid(caller, uuid, { select: { id: true } });
    const v = Number.isSafeInteger(version)
      ? await this.db.templateVersion.findUnique({ where: { templateId_version: { templateId: t.id, version } } })
      : null;
    if (!v) throw new NotFoundError();
    return v;
  }

  /** From `from` to `to` (default: the latest version). */
  async diff(caller: Caller, uuid: string, from: number, to?: number | null): Promise<VersionDiff> {
    const a = await this.show(caller, uuid, from);
    const b = to === undefined || to === null ? (await this.list(caller, uuid))[0] : await this.show(caller, uuid, to);
    const design = (v: TemplateVersion) => v.design as unknown as TemplateDesignFields;
    return { from: a.version, to: b.version, changes: designDiff(design(a), design(b)) };
  }

  /** Publishes version `version`'s design again, as the template's next version; an unpublished draft stays. */
  async restore(caller: Caller, uuid: string, version: number): Promise<Template> {
    const old = await this.show(caller, uuid, version);
    const current = await this.templates.byUuid(caller, uuid);
    const design = old.design as unknown as TemplateDesignFields;
    return this.templates.publishDesign(caller, current.id, design, {
      hasUnpublishedChanges: draftDiffers(current.draft, design),
    });
  }
}
