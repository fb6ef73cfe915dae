import type { Caller } from '../accounts/caller.js';
import type { Db } from '../db/database.js';
import { Prisma, type Template } from '../generated/prisma/client.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { parseTemplateWrite, type TemplateDesignFields, type TemplateWrite } from './template-input.js';
import { checkTextOnly } from './text-only-change.js';
import { isUuid } from '../validation/uuid.js';
import { isDeepStrictEqual } from 'node:util';
import type { Storage } from '../storage/storage.js';
import { storedLayers } from './design-files.js';
import { designColumns as columns, publishedDesign } from './published-design.js';
import { recordVersion } from './template-versions.js';

/**
 * Whether a draft differs from the published design (a draft saved unchanged does not count). Kept
 * in a column at each write (its migration computed it likewise in SQL for older rows), so a list of
 * templates answers it without reading any layers.
 */
export function draftDiffers(draft: unknown, published: TemplateDesignFields): boolean {
  if (!draft) return false;
  const plain = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;
  return !isDeepStrictEqual(plain(draft), plain(published));
}

/** Reacts to a new published design (the preview image is regenerated, cached addresses forgotten). */
export type DesignListener = (template: Template) => void;

export class TemplateService {
  private readonly listeners: DesignListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly files: Pick<Storage, 'keyOf' | 'url'>,
  ) {}

  /** Other capabilities (previews, render URLs) follow publications without templates knowing them. */
  onPublished(listener: DesignListener): void {
    this.listeners.push(listener);
  }

  private published(t: Template): void {
    for (const listener of this.listeners) listener(t);
  }

  /** A write's design as stored: this server's own images by reference (design-files.ts). */
  private parse(input: TemplateWrite, current?: TemplateDesignFields): TemplateDesignFields {
    const design = parseTemplateWrite(input, current);
    return { ...design, layers: storedLayers(design.layers, this.files) };
  }

  /** The whole row, or the columns `query` selects (GraphQL reads, which leave the designs out). */
  async byUuid(caller: Caller, uuid: string, query: { select?: Prisma.TemplateSelect } = {}): Promise<Template> {
    const t = isUuid(uuid)
      ? await this.db.template.findFirst({ ...query, where: { uuid: uuid.toLowerCase(), accountId: caller.accountId } })
      : null;
    if (!t) throw new NotFoundError();
    return t;
  }

  async byId(caller: Caller, id: number): Promise<Template> {
    const t = Number.isSafeInteger(id)
      ? await this.db.template.findFirst({ where: { id, accountId: caller.accountId } })
      : null;
    if (!t) throw new NotFoundError();
    return t;
  }

  async create(caller: Caller, input: TemplateWrite): Promise<Template> {
    return this.createPublished(caller, this.parse(input));
  }

  /** A new template publishing `design` as its version 1, in one transaction with that version's row. */
  private async createPublished(caller: Caller, design: TemplateDesignFields): Promise<Template> {
    const t = await this.db.$transaction(async (tx) => {
      const created = await tx.template.create({ data: { accountId: caller.accountId, ...columns(design) } });
      await recordVersion(tx, caller, created);
      return created;
    });
    this.published(t);
    return t;
  }

  /** An API update publishes at once: the API only ever sees published designs. */
  async update(caller: Caller, id: number, input: TemplateWrite): Promise<Template> {
    const current = await this.byId(caller, id);
    const design = this.parse(input, publishedDesign(current));
    return this.publishDesign(caller, id, design, { hasUnpublishedChanges: draftDiffers(current.draft, design) });
  }

  /** A copy of the published design titled "<title> (copy)", with no draft: its draft is what it publishes. */
  async duplicate(caller: Caller, id: number): Promise<Template> {
    const source = await this.byId(caller, id);
    const title = `${source.title} (copy)`.slice(0, 255);
    return this.createPublished(caller, { ...publishedDesign(source), title });
  }

  async delete(caller: Caller, id: number): Promise<Template> {
    const t = await this.byId(caller, id);
    await this.db.template.delete({ where: { id: t.id } });
    return t;
  }

  /** Saves unpublished edits; the draft starts from the published design, so absent fields keep theirs. */
  /** `textOnly`: refuse a change beyond the layers' text (an embed token with EDIT_TEXT only). */
  async saveDraft(
    caller: Caller,
    id: number,
    input: TemplateWrite,
    opts: { textOnly?: boolean } = {},
  ): Promise<Template> {
    const current = await this.byId(caller, id);
    const base = current.draft ? (current.draft as unknown as TemplateDesignFields) : publishedDesign(current);
    const draft = this.parse(input, base);
    if (opts.textOnly) checkTextOnly(base, draft);
    return this.db.template.update({
      where: { id },
      data: {
        draft: draft as object,
        draftSavedAt: new Date(),
        hasUnpublishedChanges: draftDiffers(draft, publishedDesign(current)),
      },
    });
  }

  async publish(caller: Caller, id: number): Promise<Template> {
    const current = await this.byId(caller, id);
    if (!current.draft) return current;
    return this.publishDesign(caller, id, current.draft as unknown as TemplateDesignFields, {
      draft: Prisma.DbNull,
      draftSavedAt: null,
      hasUnpublishedChanges: false,
    });
  }

  /**
   * Publishes `design` as the template's next version, its row written in the same transaction (the
   * version a render or snap names always has one); `extra`: the draft columns the publish also sets.
   */
  async publishDesign(
    caller: Caller,
    id: number,
    design: TemplateDesignFields,
    extra: Prisma.TemplateUpdateInput = {},
  ): Promise<Template> {
    const t = await this.db.$transaction(async (tx) => {
      const updated = await tx.template.update({
        where: { id },
        data: { ...columns(design), ...extra, version: { increment: 1 } },
      });
      await recordVersion(tx, caller, updated);
      return updated;
    });
    this.published(t);
    return t;
  }
}
