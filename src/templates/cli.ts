// `versions list|show|diff|restore`: a template's published versions.
import { callerForEmail } from '../accounts/account-service.js';
import type { Caller } from '../accounts/caller.js';
import type { Config } from '../config.js';
import type { TemplateVersionService as Versions } from './template-version-service.js';
import { integer, type LocalCommand, type OptionSpec, type Values, type Command } from '../modules/cli/command.js';
import { withDb } from '../modules/cli/one-off.js';

const VERSION_OPTIONS: OptionSpec = {
  email: { type: 'string' },
  template: { type: 'string' },
  version: { type: 'string' },
  to: { type: 'string' },
};

/** A version as the commands print it. */
const summary = (v: { version: number; authorLabel: string; createdAt: Date }) => ({
  version: v.version,
  author: v.authorLabel,
  created_at: v.createdAt.toISOString(),
});

/** Each command asks the template versions service, built on the database and the storage, as `--email`. */
function onVersions(
  answer: (versions: Versions, caller: Caller, template: string, version?: number, to?: number) => Promise<unknown>,
): LocalCommand['run'] {
  return async (o: Values, config: Config) => {
    const [version, to] = [integer(o.version, 'version'), integer(o.to, 'to')];
    const { templatesModule } = await import('./module.js');
    const { openStorage } = await import('../storage/open-storage.js');
    const storage = await openStorage(config);
    return withDb(config, async (db) => {
      const caller = await callerForEmail(db.prisma, o.email!);
      const templates = templatesModule.provides.templates.build({ database: db, storage });
      const versions = templatesModule.provides.templateVersions.build({ database: db, templates });
      return answer(versions, caller, o.template!, version, to);
    });
  };
}

const versionsList: LocalCommand = {
  name: 'versions list',
  usage: `  versions list --email E --template UUID
                                      the template's published versions, newest first: number, author, time`,
  options: VERSION_OPTIONS,
  required: ['email', 'template'],
  run: onVersions(async (versions, caller, template) => ({
    versions: (await versions.list(caller, template)).map(summary),
  })),
};

const versionsShow: LocalCommand = {
  name: 'versions show',
  usage: `  versions show --email E --template UUID --version N
                                      one version with its design (docs/api.md, "Versions")`,
  options: VERSION_OPTIONS,
  required: ['email', 'template', 'version'],
  run: onVersions(async (versions, caller, template, version) => {
    const v = await versions.show(caller, template, version!);
    return { ...summary(v), design: v.design };
  }),
};

const versionsDiff: LocalCommand = {
  name: 'versions diff',
  usage: `  versions diff --email E --template UUID --version N [--to M]
                                      what changed from version N to M (default: the latest), in sentences`,
  options: VERSION_OPTIONS,
  required: ['email', 'template', 'version'],
  run: onVersions((versions, caller, template, version, to) => versions.diff(caller, template, version!, to)),
};

const versionsRestore: LocalCommand = {
  name: 'versions restore',
  usage: `  versions restore --email E --template UUID --version N
                                      publishes version N's design again, as the next version`,
  options: VERSION_OPTIONS,
  required: ['email', 'template', 'version'],
  run: onVersions(async (versions, caller, template, version) => {
    const t = await versions.restore(caller, template, version!);
    return { uuid: t.uuid, version: t.version, restored: version };
  }),
};

/** Its commands, as `snapforge help` lists them (`src/cli/commands.ts` places them among the others). */
export const commands: Command[] = [versionsList, versionsShow, versionsDiff, versionsRestore];
