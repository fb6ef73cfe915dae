import type { OutboundPolicy } from '../net/outbound-policy.js';
import { OutboundUrlError } from '../net/outbound-policy.js';
import { Checker, checkIdempotencyKey, checkRenderOptions, checkVariants, checkWebhookUrl, type RenderOptions } from '../snaps/snap-input.js';
import type { Variant } from '../templates/layer-schema.js';
import { ValidationError } from '../validation/validation-error.js';

export const MAX_BATCH_ITEMS = 100;
export const DEFAULT_BATCH_TITLE = 'API batch';

/** The body of POST /v1/snaps/batches, with the spec's field names. */
export interface BatchRequest {
  template_id?: unknown;
  items?: unknown;
  title?: unknown;
  webhook_url?: unknown;
  type?: unknown;
  format?: unknown;
  transparent?: unknown;
  idempotency_key?: unknown;
}

export interface BatchItemRequest {
  identifier: string;
  variants: Variant[] | null;
}

export interface ValidBatchRequest extends RenderOptions {
  templateUuid: string;
  items: BatchItemRequest[];
  title: string;
  webhookUrl: string | null;
  idempotencyKey: string | null;
}

/** Every variant image_url of every item must be a public address: checked once per distinct URL. */
async function checkImageUrls(c: Checker, policy: OutboundPolicy, ownFiles: string, items: { variants: Variant[] | null }[]) {
  const verdicts = new Map<string, Promise<string | null>>();
  const verdict = (url: string) => {
    if (!verdicts.has(url))
      verdicts.set(
        url,
        policy.assertAllowed(url).then(
          () => null,
          (e) => (e instanceof OutboundUrlError ? e.reason : Promise.reject(e)),
        ),
      );
    return verdicts.get(url)!;
  };
  await Promise.all(
    items.flatMap((item, i) =>
      (item.variants ?? []).map(async (v, j) => {
        // This server's own files (media, earlier snaps) are read from storage, not fetched.
        if (v.image_url === undefined || v.image_url === null || (typeof v.image_url === 'string' && v.image_url.startsWith(ownFiles))) return;
        const reason = typeof v.image_url === 'string' ? await verdict(v.image_url) : 'it is not a string';
        if (reason) c.fail(`items.${i}.variants.${j}.image_url`, `The image url must be a public http or https address: ${reason}.`);
      }),
    ),
  );
}

/** `ownFiles`: the URL prefix of this server's stored files. */
export async function parseBatchRequest(body: BatchRequest, policy: OutboundPolicy, ownFiles: string): Promise<ValidBatchRequest> {
  const c = new Checker();
  const templateUuid = c.string('template_id', body.template_id);
  if (body.template_id === undefined || body.template_id === null) c.fail('template_id', 'The template id field is required.');
  let items: BatchItemRequest[] = [];
  if (!Array.isArray(body.items)) c.fail('items', body.items === undefined || body.items === null ? 'The items field is required.' : 'The items field must be an array.');
  else if (body.items.length === 0) c.fail('items', 'The items field must have at least 1 item.');
  else if (body.items.length > MAX_BATCH_ITEMS)
    c.fail('items', `A batch takes at most ${MAX_BATCH_ITEMS} items; this one has ${body.items.length}. Split the request into batches of ${MAX_BATCH_ITEMS} or fewer.`);
  else {
    items = body.items.map((raw, i) => {
      const item = (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
      if (item !== raw) c.fail(`items.${i}`, `The items.${i} field must be an object.`);
      const identifier = c.string(`items.${i}.identifier`, item.identifier, 191) ?? `item_${i + 1}`;
      return { identifier, variants: checkVariants(c, `items.${i}.variants`, item.variants) };
    });
    await checkImageUrls(c, policy, ownFiles, items);
  }
  const title = c.string('title', body.title, 255) ?? DEFAULT_BATCH_TITLE;
  const webhookUrl = await checkWebhookUrl(c, policy, body.webhook_url, 2048);
  const options = checkRenderOptions(c, body);
  const idempotencyKey = checkIdempotencyKey(c, body.idempotency_key);
  if (Object.keys(c.errors).length > 0) throw new ValidationError(c.errors);
  return { templateUuid: templateUuid!, items, title, webhookUrl, ...options, idempotencyKey };
}
