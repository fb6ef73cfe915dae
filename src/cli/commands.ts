// Every `snapforge` command, in the order `snapforge help` lists them: the process's own (server.ts) and those each
// capability declares in its cli.ts, placed by the nouns they begin with.
import { commands as accounts } from '../accounts/cli.js';
import { commands as collections } from '../collections/cli.js';
import { commands as forms } from '../forms/cli.js';
import { commands as mcp } from '../mcp/cli.js';
import type { Command } from '../modules/cli/command.js';
import { commands as renderUrls } from '../render-urls/cli.js';
import { commands as templateBundles } from '../template-bundles/cli.js';
import { commands as templates } from '../templates/cli.js';
import { commands as webhooks } from '../webhooks/cli.js';
import { commands as server } from './server.js';

/** The first words of the commands, in help order; a noun's commands keep the order their cli.ts lists them in. */
const HELP_ORDER = [
  'serve',
  'worker',
  'mcp',
  'pull',
  'push',
  'migrate',
  'account',
  'token',
  'credits',
  'collection',
  'form',
  'render-url',
  'versions',
  'url-signing-key',
  'webhook-secret',
  'studio-link',
  'member',
];

/** Where a command's noun stands in the help; a noun not placed yet goes last rather than missing. */
const place = (c: Command) => {
  const i = HELP_ORDER.indexOf(c.name.split(' ')[0]);
  return i < 0 ? HELP_ORDER.length : i;
};

export const COMMANDS: Command[] = [
  ...server,
  ...mcp,
  ...templateBundles,
  ...accounts,
  ...collections,
  ...forms,
  ...renderUrls,
  ...templates,
  ...webhooks,
].sort((a, b) => place(a) - place(b));
