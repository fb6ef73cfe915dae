// `pull DIR` and `push DIR [--dry-run]`: template files in a folder, synced with a running server, as `mcp` is its client.
import { parseArgs } from 'node:util';
import { UsageError, type ClientCommand, type Command } from '../modules/cli/command.js';

async function folderCommand(command: 'pull' | 'push', args: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: command === 'push' ? { 'dry-run': { type: 'boolean' } } : {},
      strict: true,
      allowPositionals: true,
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const [dir, ...extra] = parsed.positionals;
  if (!dir || extra.length) throw new UsageError(`snapforge ${command} takes one folder`);
  const { pullFolder, pushFolder } = await import('./folder-sync.js');
  console.log(
    command === 'pull'
      ? await pullFolder(process.env, dir)
      : await pushFolder(process.env, dir, !!parsed.values['dry-run']),
  );
}

const pull: ClientCommand = {
  name: 'pull',
  usage: `  pull DIR                            writes the templates of the server at SNAPFORGE_URL (API key SNAPFORGE_TOKEN) into
                                      DIR as template files (docs/template-files.md)`,
  client: (args) => folderCommand('pull', args),
};

const push: ClientCommand = {
  name: 'push',
  usage: `  push DIR [--dry-run]                sends DIR's template files to that server: new ones added, changed ones published
                                      as their next version, unchanged ones untouched (--dry-run: say what would change)`,
  client: (args) => folderCommand('push', args),
};

/** Its commands, as `snapforge help` lists them (`src/cli/commands.ts` places them among the others). */
export const commands: Command[] = [pull, push];
