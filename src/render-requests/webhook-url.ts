import { OutboundUrlError, type OutboundPolicy } from '../net/outbound-policy.js';
import type { Checker } from '../validation/checker.js';

/** A public http(s) address, checked against the outbound policy (DNS included) when one is given. */
export async function checkWebhookUrl(
  c: Checker,
  policy: OutboundPolicy | undefined,
  value: unknown,
  max = 2048,
): Promise<string | null> {
  const url = c.string('webhookUrl', value, max);
  if (url === null || !policy) return url;
  try {
    await policy.assertAllowed(url);
    return url;
  } catch (e) {
    if (!(e instanceof OutboundUrlError)) throw e;
    c.fail('webhookUrl', `The webhook url must be a public http or https address: ${e.reason}.`);
    return null;
  }
}
