// The `snapforge` command (bin/snapforge.js runs it): finds the command the arguments name in the table and runs it.
import { AccountError } from '../accounts/account-service.js';
import { ConfigError, loadConfig } from '../config.js';
import { ForbiddenError } from '../errors/forbidden-error.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { DataDirError, keepDataDirPrivate } from '../ops/private-data-dir.js';
import { PortInUseError } from '../ops/port-in-use-error.js';
import { FolderSyncError } from '../template-bundles/folder-sync.js';
import { options, required, UsageError } from '../modules/cli/command.js';
import { COMMANDS } from './commands.js';
import { commandWords, helpRequest, USAGE, usageAfterError, usageOf } from './usage.js';

export async function main(argv: string[]): Promise<void> {
  const help = helpRequest(argv);
  if (help) return void console.log(help.length ? usageOf(help) : USAGE);
  const words = commandWords(argv);
  const command = COMMANDS.find((c) => c.name === words.join(' '));
  const args = argv.slice(words.length);
  // A client of a running server: no settings, data folder or database of its own.
  if (command && 'client' in command) return command.client(args);
  // Arguments first: a usage error touches nothing.
  if (!command) throw new UsageError(argv[0] ? `unknown command: ${argv.join(' ')}` : 'no command given');
  const values = command.options ? options(args, command.options) : {};
  required(values, ...(command.required ?? []));
  const config = loadConfig();
  await keepDataDirPrivate(config.DATA_DIR, { allowWorldWritable: config.ALLOW_WORLD_WRITABLE_DATA_DIR });
  return command.run(values, config);
}

try {
  await main(process.argv.slice(2));
} catch (e) {
  if (e instanceof UsageError) console.error(`snapforge: ${e.message}\n\n${usageAfterError(process.argv.slice(2))}`);
  else if (
    e instanceof ConfigError ||
    e instanceof AccountError ||
    e instanceof ValidationError ||
    e instanceof ForbiddenError ||
    e instanceof NotFoundError ||
    e instanceof PortInUseError ||
    e instanceof DataDirError ||
    e instanceof FolderSyncError
  )
    console.error(`snapforge: ${e.message}`);
  else console.error(e);
  process.exit(e instanceof UsageError ? 64 : 1);
}
