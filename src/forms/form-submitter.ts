import type { Caller } from '../accounts/caller.js';
import { assertCreditsAvailable } from '../billing/balance.js';
import { SNAP_CHARGE } from '../billing/charges.js';
import type { Db } from '../db/database.js';
import type { SqlSession } from '../db/sql-runner.js';
import type { EmbeddedForm, Snap, Template } from '../generated/prisma/client.js';
import { convertImage } from '../media/image-upload.js';
import { SnapRenderFailedError, type SnapService } from '../snaps/snap-service.js';
import { newFileKey, type Storage } from '../storage/storage.js';
import { availableModifications, CONTENT_KEY, type LayerType } from '../design/layers/layer-schema.js';
import { readLayers } from '../templates/design-files.js';
import { readDataRows, rowsAsCsv, type DataRow } from '../design/data/data-rows.js';
import { CONTENT_FIELD, type Variant } from '../templates/variant.js';
import { publishedDesign } from '../templates/published-design.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { isUuid } from '../validation/uuid.js';
import { article } from '../validation/sentences.js';
import { ValidationError, type FieldErrors } from '../errors/validation-error.js';
import { fieldRuleErrors, type FieldSettingsMap } from './form-fields.js';
import { collectionLayerKey, formTemplates, FORMS_PATH } from './form-service.js';
import { InvalidSignatureError } from '../errors/invalid-signature-error.js';
import type { UrlSigner } from './url-signer.js';

/**
 * One submitted layer value: text for most layers, a file for an image layer. `valueKey` is the
 * interface's `layers[<key>][<valueKey>]`; absent, the `layers[<key>]` shorthand.
 */
export interface FormValue {
  key: string;
  valueKey?: string | null;
  text?: string | null;
  file?: File | null;
}

export interface FormSubmission {
  snaps: Snap[];
  /** A collection form answers with every snap; a template form with its one snap. */
  collectionForm: boolean;
}

/** A layer's new content, checked; an image is stored only once the whole submission is accepted. */
type Content = { variant: Variant } | { layer: string; image: Buffer; extension: string };

interface Plan {
  template: Template;
  contents: Content[];
}

/** One field of the form page: a configured layer, what it takes and what it holds now. */
export interface FormField {
  key: string;
  label: string;
  type: LayerType;
  valueKey: string;
  /** The layer's content as designed (text, colour, code content; an image's URL). */
  current: string | null;
  placeholder: string | null;
  helpText: string | null;
  required: boolean;
  maxLength: number | null;
}

export interface FormPage {
  title: string;
  fields: FormField[];
}

/** Public form submissions: checks the signed URL, maps the values onto variants, renders and charges the owner. */
export class FormSubmitter {
  constructor(
    private readonly d: {
      prisma: Db;
      sql: SqlSession;
      snaps: SnapService;
      storage: Storage;
      signer: UrlSigner;
      publicUrl: string;
      apiUrl: string;
    },
  ) {}

  /** What the form page shows: the configured layers, in the form's order, as its owner set them up. */
  async page(url: string): Promise<FormPage> {
    const { form, templates } = await this.open(url);
    const settings = form.fieldSettings as FieldSettingsMap;
    const layers = new Map(
      templates.flatMap((template) => formLayers(form, template).map((l) => [l.key, { ...l, template }] as const)),
    );
    const fields = form.layers.flatMap((key): FormField[] => {
      const found = layers.get(key);
      if (!found) return [];
      const { layer, template } = found;
      const s = settings[key] ?? {};
      return [
        {
          key,
          label: s.label ?? (form.collectionId ? `${template.title}: ${layer.layer}` : layer.layer),
          type: layer.type,
          valueKey: CONTENT_KEY[layer.type],
          current: asFormText(availableModifications(readLayers([layer], this.d.storage)[0])[CONTENT_KEY[layer.type]]),
          placeholder: s.placeholder ?? null,
          helpText: s.helpText ?? null,
          required: !!s.required,
          maxLength: s.maxLength ?? null,
        },
      ];
    });
    return { title: templates.length === 1 ? templates[0].title : `${templates.length} templates`, fields };
  }

  /** The origins the form's owner lets embed it and read its answers; none for an unknown form. */
  async allowedOrigins(uuid: string): Promise<string[]> {
    const form = isUuid(uuid)
      ? await this.d.prisma.embeddedForm.findUnique({
          where: { uuid: uuid.toLowerCase() },
          select: { frameAncestors: true },
        })
      : null;
    return form?.frameAncestors ?? [];
  }

  /** `url` is the signed submit URL as the submitter used it: absolute, or from PUBLIC_URL's path on. */
  async submit(url: string, values: FormValue[]): Promise<FormSubmission> {
    const { form, templates } = await this.open(url);
    const plans = await plan(form, templates, values);
    // Checked before anything is stored; each snap is still charged only when it completes.
    await assertCreditsAvailable(this.d.sql, form.accountId, SNAP_CHARGE, plans.length);
    // The form acts for its owner's account; no user and no role stand behind a public submission.
    const caller: Caller = { accountId: form.accountId, userId: null, role: null };
    const render = async (p: Plan) => {
      const variants = await Promise.all(p.contents.map((c) => this.variant(c)));
      const format = form.format ?? undefined;
      return (await this.d.snaps.create(caller, { templateId: p.template.uuid, variants, format })).snaps[0];
    };
    if (!form.collectionId) return { snaps: [await render(plans[0])], collectionForm: false };
    // One request per template, each with its own layers; a failed render is reported in its snap, as for a collection snap.
    const snaps = await Promise.all(
      plans.map((p) => render(p).catch((e) => (e instanceof SnapRenderFailedError ? e.snap : Promise.reject(e)))),
    );
    return { snaps, collectionForm: true };
  }

  /** The form a signed URL names, and its templates; throws unless the signature holds and there is a template. */
  private async open(url: string) {
    const absolute = url.startsWith('/') ? `${this.d.publicUrl}${url}` : url;
    const form = await this.formAt(absolute);
    if (!this.d.signer.verify(absolute)) throw new InvalidSignatureError();
    const templates = await formTemplates(this.d.prisma, form);
    if (templates.length === 0) throw ValidationError.of('form', 'The form does not include any templates.');
    return { form, templates };
  }

  private async formAt(url: string) {
    const prefix = `${this.d.apiUrl}${FORMS_PATH}/`;
    const uuid = url.startsWith(prefix) ? url.slice(prefix.length).split(/[?#]/)[0] : '';
    const form = isUuid(uuid)
      ? await this.d.prisma.embeddedForm.findUnique({ where: { uuid: uuid.toLowerCase() } })
      : null;
    if (!form) throw new NotFoundError();
    return form;
  }

  private async variant(c: Content): Promise<Variant> {
    if ('variant' in c) return c.variant;
    // The renderer reads the storage's own URLs from storage, not over the network.
    const key = newFileKey('form-uploads', c.extension);
    await this.d.storage.put(key, c.image);
    return { layer: c.layer, imageUrl: this.d.storage.url(key) };
  }
}

/** A layer's content as a form field shows it: a chart's or table's rows as CSV. */
const asFormText = (content: string | null | DataRow[] | undefined) =>
  Array.isArray(content) ? rowsAsCsv(content) : (content ?? null);

/** A template's layers under the names the form gives them. */
const formLayers = (form: EmbeddedForm, template: Template) =>
  publishedDesign(template).layers.map((layer) => ({
    key: form.collectionId ? collectionLayerKey(template.uuid, layer.layer) : layer.layer,
    layer,
  }));

/**
 * The contents per template, in collection order: only the form's configured layers are read,
 * anything else is dropped; an empty value keeps the layer's own content. Every wrong value is reported at once.
 */
async function plan(form: EmbeddedForm, templates: Template[], values: FormValue[]): Promise<Plan[]> {
  const configured = new Set(form.layers);
  const errors: FieldErrors = {};
  // A value under another type's key is refused, empty or not: the client follows the wrong layout.
  for (const template of templates)
    for (const { key, layer } of formLayers(form, template)) {
      const valueKey = CONTENT_KEY[layer.type];
      for (const v of values)
        if (v.key === key && configured.has(key) && v.valueKey && v.valueKey !== valueKey)
          errors[`layers.${key}.${v.valueKey}`] = [
            `The ${key} layer is ${article(layer.type.replace('_', ' '))} layer: send its value as layers[${key}][${valueKey}].`,
          ];
    }
  // The last value sent for a key wins.
  const given = new Map(values.filter((v) => configured.has(v.key) && (v.text || v.file?.size)).map((v) => [v.key, v]));
  Object.assign(
    errors,
    fieldRuleErrors(
      form.layers,
      form.fieldSettings as FieldSettingsMap,
      new Map([...given].map(([k, v]) => [k, v.text ?? null])),
    ),
  );
  const plans = await Promise.all(
    templates.map(async (template) => {
      const contents: Content[] = [];
      for (const { key, layer } of formLayers(form, template)) {
        const value = given.get(key);
        if (!value || errors[`layers.${key}.${value.valueKey}`]) continue;
        const field = `layers.${key}`;
        if (layer.type !== 'image') {
          const rows = value.text && CONTENT_FIELD[layer.type] === 'data' ? readDataRows(value.text) : undefined;
          if (rows && 'problem' in rows) errors[field] = [`The ${key} layer's rows (CSV) ${rows.problem}`];
          else if (value.text)
            contents.push({ variant: { layer: layer.layer, [CONTENT_FIELD[layer.type]]: value.text } });
          else errors[field] = [`The ${key} layer takes a text value, not a file.`];
          continue;
        }
        if (!value.file?.size) {
          // Text here is a URL from a JSON body, or the file's name from an HTML form without enctype.
          errors[field] = [
            `The ${key} layer takes an image file: send the form as multipart/form-data, the file under layers[${key}][image_url].`,
          ];
          continue;
        }
        try {
          // As for the media library: recognised by its bytes, size-checked, stripped of metadata (a submitter's GPS).
          const { data, extension } = await convertImage(Buffer.from(await value.file.arrayBuffer()));
          contents.push({ layer: layer.layer, image: data, extension });
        } catch (e) {
          if (!(e instanceof ValidationError)) throw e;
          errors[field] = Object.values(e.errors).flat();
        }
      }
      return { template, contents };
    }),
  );
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return plans;
}
