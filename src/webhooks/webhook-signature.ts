import { Webhook } from 'standardwebhooks';

/**
 * Standard Webhooks headers for one attempt: the signature covers `id.timestamp.body`, so each
 * attempt is signed afresh with its own timestamp while the id stays the delivery's.
 */
export function signatureHeaders(secret: string, id: string, body: string, at: Date): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}
