// Every `snapforge` command, in the order `snapforge help` lists them.
import * as accounts from './accounts.js';
import { collectionCreate } from './collections.js';
import type { Command } from './command.js';
import { formCreate, formUpdate } from './forms.js';
import { mcp } from './mcp.js';
import { renderUrl, urlSigningKeyRotate, urlSigningKeyShow } from './render-urls.js';
import { migrate, serveCommand, studioLink, workerCommand } from './server.js';
import { pull, push } from './template-files.js';
import { versionsDiff, versionsList, versionsRestore, versionsShow } from './versions.js';
import { webhookSecretRotate, webhookSecretShow } from './webhooks.js';

export const COMMANDS: Command[] = [
  serveCommand,
  workerCommand,
  mcp,
  pull,
  push,
  migrate,
  accounts.accountCreate,
  accounts.tokenCreate,
  accounts.tokenList,
  accounts.tokenRevoke,
  accounts.creditsAdd,
  accounts.creditsUnlimited,
  accounts.creditsLimited,
  collectionCreate,
  formCreate,
  formUpdate,
  renderUrl,
  versionsList,
  versionsShow,
  versionsDiff,
  versionsRestore,
  urlSigningKeyShow,
  urlSigningKeyRotate,
  webhookSecretShow,
  webhookSecretRotate,
  studioLink,
  accounts.memberList,
  accounts.memberInvite,
  accounts.memberRole,
  accounts.memberRemove,
];
