import { parseArgs } from 'node:util';
import type { Config } from '../../config.js';

/** A mistake in the arguments: the CLI answers with the usage of the command it was in, and exit code 64. */
export class UsageError extends Error {}

export type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;
/** Parsed options by name; a boolean option reads as truthy when given. */
export type Values = Record<string, string | undefined>;

/** One `snapforge` command: its usage lines are written here once, and `snapforge help` prints them. */
interface CommandBase {
  /** One word, or a noun and its verb (`token create`). */
  name: string;
  /** Its lines in the usage text, indented as `snapforge help` prints them. */
  usage: string;
}

/** A command on this installation's settings, data folder and database. */
export interface LocalCommand extends CommandBase {
  /** Its options, parsed strictly before it runs; without them it takes no options (and ignores what is passed). */
  options?: OptionSpec;
  required?: string[];
  run(values: Values, config: Config): Promise<void>;
}

/** A client of a running server: no settings, data folder or database of its own; it reads its arguments itself. */
export interface ClientCommand extends CommandBase {
  client(args: string[]): Promise<void>;
}

export type Command = LocalCommand | ClientCommand;

export function options(args: string[], spec: OptionSpec): Values {
  try {
    return parseArgs({ args, options: spec, strict: true, allowPositionals: false }).values as Values;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

export function required(values: Values, ...names: string[]) {
  for (const n of names) if (values[n] === undefined) throw new UsageError(`--${n} is required`);
}

/** A comma-separated option as its items; unset stays unset. */
export function commaList(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function integer(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

/** `--email E`, which every account command takes. */
export const EMAIL: OptionSpec = { email: { type: 'string' } };
