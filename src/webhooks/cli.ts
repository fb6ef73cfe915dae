// `webhook-secret show` and `webhook-secret rotate`: the secret an account's webhooks are signed with.
import { callerForEmail } from '../accounts/account-service.js';
import { rotateWebhookSecret, webhookSecretFor } from './webhook-secret.js';
import { EMAIL, type LocalCommand, type Command } from '../modules/cli/command.js';
import { withDb } from '../modules/cli/one-off.js';

function webhookSecret(rotate: boolean): LocalCommand['run'] {
  return (o, config) =>
    withDb(config, async (db) => {
      const { accountId } = await callerForEmail(db.prisma, o.email!);
      const secret = rotate
        ? await rotateWebhookSecret(db.prisma, accountId)
        : await webhookSecretFor(db.prisma, accountId);
      return { email: o.email!.toLowerCase(), webhook_secret: secret };
    });
}

const webhookSecretShow: LocalCommand = {
  name: 'webhook-secret show',
  usage: `  webhook-secret show --email E       the account's webhook signing secret`,
  options: EMAIL,
  required: ['email'],
  run: webhookSecret(false),
};

const webhookSecretRotate: LocalCommand = {
  name: 'webhook-secret rotate',
  usage: `  webhook-secret rotate --email E     a new signing secret (the old one stops working at once)`,
  options: EMAIL,
  required: ['email'],
  run: webhookSecret(true),
};

/** Its commands, as `snapforge help` lists them (`src/cli/commands.ts` places them among the others). */
export const commands: Command[] = [webhookSecretShow, webhookSecretRotate];
