import { balance } from '../billing/ledger.js';
import { QuotaExceededError } from '../billing/quota-exceeded-error.js';
import type { Db } from '../db/database.js';
import type { SqlSession } from '../db/sql-runner.js';
import type { EmbeddedForm, Snap, Template } from '../generated/prisma/client.js';
import { convertImage } from '../media/image-upload.js';
import { SnapRenderFailedError, type SnapService } from '../snaps/snap-service.js';
import { newFileKey, type Storage } from '../storage/storage.js';
import { CONTENT_KEY, type Variant } from '../templates/layer-schema.js';
import { publishedDesign } from '../templates/template-service.js';
import { NotFoundError } from '../validation/not-found-error.js';
import { isUuid } from '../validation/uuid.js';
import { ValidationError, type FieldErrors } from '../validation/validation-error.js';
import { collectionLayerKey, FORMS_PATH } from './form-service.js';
import { InvalidSignatureError } from './invalid-signature-error.js';
import { ownerAuth } from './owner-auth.js';
import type { UrlSigner } from './url-signer.js';

/** One submitted layer value: text for most layers, a file for an image layer. */
export interface FormValue {
  key: string;
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

/** Public form submissions: checks the signed URL, maps the values onto variants, renders and charges the owner. */
export class FormSubmitter {
  constructor(private readonly d: { prisma: Db; sql: SqlSession; snaps: SnapService; storage: Storage; signer: UrlSigner; publicUrl: string }) {}

  /** `url` is the signed submit URL as the submitter used it: absolute, or from PUBLIC_URL's path on. */
  async submit(url: string, values: FormValue[]): Promise<FormSubmission> {
    const absolute = url.startsWith('/') ? `${this.d.publicUrl}${url}` : url;
    const form = await this.formAt(absolute);
    if (!this.d.signer.verify(absolute)) throw new InvalidSignatureError();
    const templates = await this.templatesOf(form);
    if (templates.length === 0) throw ValidationError.of('form', 'The form does not include any templates.');
    const plans = await plan(form, templates, values);
    // Checked before anything is stored; each snap is still charged only when it completes.
    if ((await balance(this.d.sql, form.accountId)) < plans.length) throw new QuotaExceededError();
    const auth = ownerAuth(form.account);
    const render = async (p: Plan) => {
      const variants = await Promise.all(p.contents.map((c) => this.variant(c)));
      return (await this.d.snaps.create(auth, { template_id: p.template.uuid, variants })).snaps[0];
    };
    if (!form.collectionId) return { snaps: [await render(plans[0])], collectionForm: false };
    // One request per template, each with its own layers; a failed render is reported in its snap, as for a collection snap.
    const snaps = await Promise.all(plans.map((p) => render(p).catch((e) => (e instanceof SnapRenderFailedError ? e.snap : Promise.reject(e)))));
    return { snaps, collectionForm: true };
  }

  private async formAt(url: string) {
    const prefix = `${this.d.publicUrl}${FORMS_PATH}/`;
    const uuid = url.startsWith(prefix) ? url.slice(prefix.length).split(/[?#]/)[0] : '';
    const form = isUuid(uuid) ? await this.d.prisma.embeddedForm.findUnique({ where: { uuid: uuid.toLowerCase() }, include: { account: true } }) : null;
    if (!form) throw new NotFoundError();
    return form;
  }

  private async templatesOf(form: EmbeddedForm): Promise<Template[]> {
    const { prisma } = this.d;
    if (form.templateId !== null) return [await prisma.template.findUniqueOrThrow({ where: { id: form.templateId } })];
    const rows = await prisma.collectionTemplate.findMany({ where: { collectionId: form.collectionId! }, orderBy: { position: 'asc' }, include: { template: true } });
    return rows.map((r) => r.template);
  }

  private async variant(c: Content): Promise<Variant> {
    if ('variant' in c) return c.variant;
    // The renderer reads the storage's own URLs from storage, not over the network.
    const key = newFileKey('form-uploads', c.extension);
    await this.d.storage.put(key, c.image);
    return { layer: c.layer, image_url: this.d.storage.url(key) };
  }
}

/**
 * The contents per template, in collection order: only the form's configured layers are read,
 * anything else is dropped; an empty value keeps the layer's own content. Every wrong value is reported at once.
 */
async function plan(form: EmbeddedForm, templates: Template[], values: FormValue[]): Promise<Plan[]> {
  const configured = new Set(form.layers);
  // The last value sent for a key wins.
  const given = new Map(values.filter((v) => configured.has(v.key) && (v.text || v.file?.size)).map((v) => [v.key, v]));
  const errors: FieldErrors = {};
  const plans = await Promise.all(
    templates.map(async (template) => {
      const contents: Content[] = [];
      for (const layer of publishedDesign(template).layers) {
        const key = form.collectionId ? collectionLayerKey(template.uuid, layer.layer) : layer.layer;
        const value = given.get(key);
        if (!value) continue;
        const field = `layers.${key}`;
        if (layer.type !== 'image') {
          if (value.text) contents.push({ variant: { layer: layer.layer, [CONTENT_KEY[layer.type]]: value.text } });
          else errors[field] = [`The ${key} layer takes a text value, not a file.`];
          continue;
        }
        if (!value.file?.size) {
          errors[field] = [`The ${key} layer takes an image file.`];
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
