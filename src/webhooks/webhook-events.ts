import type { Prisma } from '../generated/prisma/client.js';

/** Every event the service posts. `snap-import.canceled` is fixed by the spec; the rest follow its pattern. */
export type WebhookEvent =
  'snap.completed' | 'snap.failed' | 'snap-import.completed' | 'snap-import.failed' | 'snap-import.canceled';

/** The JSON body of every webhook; `data` is the event's own content (docs/webhooks.md). */
export type WebhookPayload = {
  event: WebhookEvent;
  /** When the event happened (ISO-8601); the same on every attempt, unlike the webhook-timestamp header. */
  timestamp: string;
  data: Prisma.InputJsonObject;
};
