import { newWebhookSecret } from '../accounts/account-service.js';
import type { Db } from '../db/database.js';

/** The account's signing secret ("whsec_..."). Callers must show it only to owners and admins. */
export async function webhookSecretFor(prisma: Db, accountId: number): Promise<string> {
  const account = await prisma.account.findUniqueOrThrow({ where: { id: accountId }, select: { webhookSecret: true } });
  return account.webhookSecret;
}

/**
 * Replaces the secret and returns the new one. Every attempt from now on, including retries of
 * earlier deliveries, is signed with it: attempts read the secret when they are sent.
 */
export async function rotateWebhookSecret(prisma: Db, accountId: number): Promise<string> {
  const { webhookSecret } = await prisma.account.update({
    where: { id: accountId },
    data: { webhookSecret: newWebhookSecret() },
    select: { webhookSecret: true },
  });
  return webhookSecret;
}
