import type { Caller } from '../accounts/caller.js';
import type { Db } from '../db/database.js';
import type { EmbeddedForm, Template } from '../generated/prisma/client.js';
import { publishedDesign } from '../templates/published-design.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { isUuid } from '../validation/uuid.js';
import { Checker } from '../validation/checker.js';
import { invalidChoice, maxItems, required } from '../validation/sentences.js';
import { ValidationError } from '../errors/validation-error.js';
import { checkFieldSettings, type FieldSettingsInput } from './form-fields.js';
import { checkFormFormat } from './form-format.js';
import { checkFrameAncestors } from './frame-ancestors.js';
import type { UrlSigner } from './url-signer.js';

/** Where forms are submitted, under the REST API's URL: the REST route `POST /v1/embedded-forms/{formUuid}`. */
export const FORMS_PATH = '/embedded-forms';
const MAX_LAYERS = 200;

export interface FormWrite extends FormUpdate {
  templateId?: string | null;
  collectionId?: string | null;
}

/** A form's changes: what is left out stays as it is. `fields`, when given, replaces `layers` (its keys, in its order) and every field's settings. */
export interface FormUpdate {
  layers?: string[] | null;
  fields?: FieldSettingsInput[] | null;
  frameAncestors?: string[] | null;
  /** What submissions render (form-format.ts); left out or null: unchanged (png on create). */
  format?: string | null;
}

/** The layers and field settings a write gives, checked: `fields` wins over `layers`; null when it gives neither. */
async function layersAndSettings(input: FormUpdate, check: (layers: string[], path: string) => Promise<string[]>) {
  if (input.fields) {
    const settings = checkFieldSettings(input.fields);
    return {
      layers: await check(
        input.fields.map((f) => f.key),
        'fields.<i>.key',
      ),
      fieldSettings: settings as object,
    };
  }
  return input.layers ? { layers: await check(input.layers, 'layers.<i>') } : null;
}

/** A collection form names a layer `<templateUuid>__<layerKey>`; a template form by its key alone. */
export const collectionLayerKey = (templateUuid: string, layerKey: string) => `${templateUuid}__${layerKey}`;

/** A form's template, or its collection's templates in the collection's order. */
export async function formTemplates(
  prisma: Db,
  target: { templateId?: number | null; collectionId?: number | null },
): Promise<Template[]> {
  if (target.templateId) return [await prisma.template.findUniqueOrThrow({ where: { id: target.templateId } })];
  const rows = await prisma.collectionTemplate.findMany({
    where: { collectionId: target.collectionId! },
    orderBy: { position: 'asc' },
    include: { template: true },
  });
  return rows.map((r) => r.template);
}

const layerKeys = (t: Template) => publishedDesign(t).layers.map((l) => l.layer);

/** Embedded forms: which template or collection they render, and which layers a submitter may fill. */
export class FormService {
  /** `apiUrl`: PUBLIC_URL and REST's mount path, which forms' URLs start with. */
  constructor(private readonly d: { prisma: Db; signer: UrlSigner; apiUrl: string }) {}

  /** The signed URL a third party submits the form to. */
  url(form: Pick<EmbeddedForm, 'uuid'>): string {
    return this.d.signer.sign(`${this.d.apiUrl}${FORMS_PATH}/${form.uuid}`);
  }

  async byUuid(caller: Caller, uuid: string): Promise<EmbeddedForm> {
    const form = isUuid(uuid)
      ? await this.d.prisma.embeddedForm.findFirst({ where: { uuid: uuid.toLowerCase(), accountId: caller.accountId } })
      : null;
    if (!form) throw new NotFoundError();
    return form;
  }

  async create(caller: Caller, input: FormWrite): Promise<EmbeddedForm> {
    const { prisma } = this.d;
    const { accountId } = caller;
    const { templateId, collectionId } = input;
    if (!templateId && !collectionId)
      throw ValidationError.of('template_id', 'The template id field is required when collection id is not present.');
    if (templateId && collectionId)
      throw ValidationError.of('template_id', 'The template id field is prohibited when collection id is present.');
    if (!input.layers && !input.fields) throw ValidationError.of('layers', required('layers'));
    const frameAncestors = checkFrameAncestors(input.frameAncestors ?? []);

    if (templateId) {
      const template = isUuid(templateId)
        ? await prisma.template.findFirst({ where: { uuid: templateId.toLowerCase(), accountId } })
        : null;
      if (!template) throw ValidationError.of('template_id', invalidChoice('template id'));
      const fields = await layersAndSettings(input, (layers, path) =>
        this.checkedLayers({ templateId: template.id }, layers, path),
      );
      const format = checkFormFormat(input.format, [template]);
      return prisma.embeddedForm.create({
        data: { accountId, templateId: template.id, ...fields!, frameAncestors, format },
      });
    }
    const collection = isUuid(collectionId!)
      ? await prisma.collection.findFirst({ where: { uuid: collectionId!.toLowerCase(), accountId } })
      : null;
    if (!collection) throw ValidationError.of('collection_id', invalidChoice('collection id'));
    const fields = await layersAndSettings(input, (layers, path) =>
      this.checkedLayers({ collectionId: collection.id }, layers, path),
    );
    const format = checkFormFormat(input.format, await formTemplates(this.d.prisma, { collectionId: collection.id }));
    return prisma.embeddedForm.create({
      data: { accountId, collectionId: collection.id, ...fields!, frameAncestors, format },
    });
  }

  async update(caller: Caller, uuid: string, input: FormUpdate): Promise<EmbeddedForm> {
    const form = await this.byUuid(caller, uuid);
    const frameAncestors = input.frameAncestors ? checkFrameAncestors(input.frameAncestors) : undefined;
    const fields = await layersAndSettings(input, (layers, path) => this.checkedLayers(form, layers, path));
    const format =
      input.format == null ? undefined : checkFormFormat(input.format, await formTemplates(this.d.prisma, form));
    return this.d.prisma.embeddedForm.update({ where: { id: form.id }, data: { ...fields, frameAncestors, format } });
  }

  /**
   * The layers, once each, if every one is a layer of the form's template, or (prefixed) of a template of its collection;
   * an unknown one is reported at `path` (`<i>` its index).
   */
  private async checkedLayers(
    target: { templateId?: number | null; collectionId?: number | null },
    layers: string[],
    path: string,
  ): Promise<string[]> {
    const list = path.split('.')[0];
    if (layers.length > MAX_LAYERS) throw ValidationError.of(list, maxItems(list, MAX_LAYERS));
    const templates = await formTemplates(this.d.prisma, target);
    if (target.templateId) {
      checkLayers(
        layers,
        path,
        new Set(layerKeys(templates[0])),
        (key) => `The layer "${key}" is not a layer of the template.`,
      );
    } else {
      const known = new Set(
        templates.flatMap((template) => layerKeys(template).map((k) => collectionLayerKey(template.uuid, k))),
      );
      checkLayers(
        layers,
        path,
        known,
        (key) =>
          `The layer "${key}" is not a layer of a template in the collection: name it <templateUuid>__<layerKey>.`,
      );
    }
    return [...new Set(layers)];
  }

  async delete(caller: Caller, uuid: string): Promise<EmbeddedForm> {
    const form = await this.byUuid(caller, uuid);
    await this.d.prisma.embeddedForm.delete({ where: { id: form.id } });
    return form;
  }
}

function checkLayers(layers: string[], path: string, known: Set<string>, message: (key: string) => string) {
  const c = new Checker();
  layers.forEach((key, i) => {
    if (!known.has(key)) c.fail(path.replace('<i>', String(i)), message(key));
  });
  c.done();
}
