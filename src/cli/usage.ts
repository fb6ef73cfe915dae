// The usage text, assembled from the commands' own lines, and which part of it a help request or a mistake shows.
import { SETTINGS_FILE } from '../config.js';
import { COMMANDS } from './commands.js';

export const USAGE = `snapforge <command>          (snapforge help <command>, or <command> --help: that command only)

${COMMANDS.map((c) => c.usage).join('\n')}
  help [command]                      this text (also --help, -h)

Settings (PORT, PUBLIC_URL, DATA_DIR, DATABASE_URL, REDIS_URL, ...) come from the environment, then from
DATA_DIR/${SETTINGS_FILE} (KEY=value lines) for what the environment leaves unset: the server and every
command read the same ones, so URLs printed here match the server's. See docs/operations.md.`;

/** The commands that take a second word (`token create`). */
const NOUNS = new Set(COMMANDS.filter((c) => c.name.includes(' ')).map((c) => c.name.split(' ')[0]));
const HELP = new Set(['--help', '-h', 'help']);

/** The usage lines of one command (`token` or `token create`), with their continuation lines; all of it when none match. */
export function usageOf(words: string[]): string {
  const name = words.join(' ');
  const lines = USAGE.split('\n');
  const picked: string[] = [];
  let taking = false;
  for (const line of lines) {
    if (/^ {2}\S/.test(line)) taking = line.slice(2).startsWith(name + ' ') || line.slice(2) === name;
    else if (!/^ {3,}\S/.test(line)) taking = false;
    if (taking) picked.push(line);
  }
  return picked.length ? `snapforge ${name}\n\n${picked.join('\n')}\n\n${lines.slice(-3).join('\n')}` : USAGE;
}

/** The command the arguments name: one word, or two for a noun's (`token create`). */
export function commandWords(argv: string[]): string[] {
  const [command, sub] = argv;
  return NOUNS.has(command) && sub && !sub.startsWith('-') ? [command, sub] : [command];
}

/** The words a help request names (`help token create`, `token create --help`), or null when it is not one. */
export function helpRequest(argv: string[]): string[] | null {
  if (argv.length === 0) return null;
  if (HELP.has(argv[0])) return argv.slice(1).filter((a) => !a.startsWith('-'));
  if (!argv.some((a) => HELP.has(a) && a !== 'help')) return null;
  return commandWords(argv);
}

/** What a usage error shows: the usage of the command it was in (`token` for an unknown `token frob`), else all of it. */
export function usageAfterError(argv: string[]): string {
  const words = commandWords(argv);
  if (argv.length === 0 || words[0].startsWith('-')) return USAGE;
  const own = usageOf(words);
  return own === USAGE && words.length > 1 ? usageOf(words.slice(0, 1)) : own;
}
