import type { OutboundPolicy } from '../net/outbound-policy.js';
import { OutboundUrlError } from '../net/outbound-policy.js';
import type { Variant } from '../templates/layer-schema.js';
import { display, ValidationError, type FieldErrors } from '../validation/validation-error.js';

export const SNAP_TYPES = ['image', 'pdf'] as const;
export const IMAGE_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type SnapType = (typeof SNAP_TYPES)[number];
export type SnapFormat = (typeof IMAGE_FORMATS)[number] | 'pdf';

/** The body of POST /v1/snaps, with the spec's field names. */
export interface SnapRequest {
  template_id?: unknown;
  collection_id?: unknown;
  type?: unknown;
  format?: unknown;
  transparent?: unknown;
  async?: unknown;
  webhook_url?: unknown;
  variants?: unknown;
  idempotency_key?: unknown;
}

export interface RenderOptions {
  type: SnapType;
  format: SnapFormat;
  transparent: boolean;
}

export interface ValidSnapRequest extends RenderOptions {
  templateUuid: string | null;
  collectionUuid: string | null;
  isAsync: boolean;
  webhookUrl: string | null;
  variants: Variant[] | null;
  idempotencyKey: string | null;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]+$/;
const present = (v: unknown) => v !== undefined && v !== null;

/** Collects field errors as Laravel-style validation would: every field checked, all reported. */
class Checker {
  readonly errors: FieldErrors = {};
  fail(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
  }
  string(field: string, v: unknown, max?: number): string | null {
    if (!present(v)) return null;
    if (typeof v !== 'string') return this.fail(field, `The ${display(field)} field must be a string.`), null;
    if (max !== undefined && v.length > max) return this.fail(field, `The ${display(field)} field must not be greater than ${max} characters.`), null;
    return v;
  }
  boolean(field: string, v: unknown): boolean | null {
    if (!present(v)) return null;
    if (typeof v !== 'boolean') return this.fail(field, `The ${display(field)} field must be true or false.`), null;
    return v;
  }
  oneOf<T extends string>(field: string, v: unknown, allowed: readonly T[]): T | null {
    const s = this.string(field, v);
    if (s !== null && !allowed.includes(s as T)) return this.fail(field, `The selected ${display(field)} is invalid.`), null;
    return s as T | null;
  }
}

/** The render options shared by snaps and batches: type, format, transparent. */
export function checkRenderOptions(c: Checker, body: { type?: unknown; format?: unknown; transparent?: unknown }): RenderOptions {
  const type = c.oneOf('type', body.type, SNAP_TYPES) ?? 'image';
  const format = c.oneOf('format', body.format, IMAGE_FORMATS) ?? 'png';
  const transparent = c.boolean('transparent', body.transparent) ?? false;
  // A PDF has no image format: `format` is ignored for it; `transparent` needs png or webp.
  if (transparent && (type === 'pdf' || format === 'jpeg')) c.fail('transparent', 'The transparent field is only valid for png and webp formats.');
  return { type, format: type === 'pdf' ? 'pdf' : format, transparent };
}

/** A public http(s) address, checked against the outbound policy (DNS included). */
export async function checkWebhookUrl(c: Checker, policy: OutboundPolicy, value: unknown, max = 2048): Promise<string | null> {
  const url = c.string('webhook_url', value, max);
  if (url === null) return null;
  try {
    await policy.assertAllowed(url);
    return url;
  } catch (e) {
    if (!(e instanceof OutboundUrlError)) throw e;
    c.fail('webhook_url', `The webhook url must be a public http or https address: ${e.reason}.`);
    return null;
  }
}

export function checkIdempotencyKey(c: Checker, value: unknown): string | null {
  const key = c.string('idempotency_key', value, 191);
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) c.fail('idempotency_key', 'The idempotency key field may only contain letters, digits, underscores and hyphens.');
  return key;
}

/** Variants get no server validation beyond being a list; entries that are not objects are dropped. */
export function checkVariants(c: Checker, field: string, value: unknown): Variant[] | null {
  if (!present(value)) return null;
  if (!Array.isArray(value)) return c.fail(field, `The ${field} field must be an array.`), null;
  return value.filter((v): v is Variant => typeof v === 'object' && v !== null && !Array.isArray(v));
}

export { Checker };

export async function parseSnapRequest(body: SnapRequest, policy: OutboundPolicy): Promise<ValidSnapRequest> {
  const c = new Checker();
  const templateUuid = c.string('template_id', body.template_id);
  const collectionUuid = c.string('collection_id', body.collection_id);
  if (!present(body.template_id) && !present(body.collection_id))
    c.fail('template_id', 'The template id field is required when collection id is not present.');
  if (present(body.template_id) && present(body.collection_id))
    c.fail('template_id', 'The template id field is prohibited when collection id is present.');
  const options = checkRenderOptions(c, body);
  const isAsync = c.boolean('async', body.async) ?? false;
  const webhookUrl = await checkWebhookUrl(c, policy, body.webhook_url);
  if (isAsync && !present(body.webhook_url)) c.fail('webhook_url', 'The webhook url field is required when async is true.');
  const variants = checkVariants(c, 'variants', body.variants);
  const idempotencyKey = checkIdempotencyKey(c, body.idempotency_key);
  if (present(body.idempotency_key) && present(body.collection_id))
    c.fail('idempotency_key', 'The idempotency key field is not supported with collection id.');
  if (Object.keys(c.errors).length > 0) throw new ValidationError(c.errors);
  return { templateUuid, collectionUuid, ...options, isAsync, webhookUrl, variants, idempotencyKey };
}
