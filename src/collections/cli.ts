// `collection create`: a named set of templates, which a form can offer.
import { callerForEmail } from '../accounts/account-service.js';
import { commaList, type Command, type LocalCommand } from '../modules/cli/command.js';
import { withDb } from '../modules/cli/one-off.js';

const collectionCreate: LocalCommand = {
  name: 'collection create',
  usage: `  collection create --email E --name N --templates UUID1,UUID2`,
  options: { email: { type: 'string' }, name: { type: 'string' }, templates: { type: 'string' } },
  required: ['email', 'name', 'templates'],
  run: (o, config) =>
    withDb(config, async (db) => {
      const caller = await callerForEmail(db.prisma, o.email!);
      const templateIds = commaList(o.templates)!;
      // Modules load with the command that uses them: a command pays only for its own.
      const { collectionsModule } = await import('./module.js');
      const collections = collectionsModule.provides.collections.build({ database: db });
      const c = await collections.create(caller, { name: o.name, templateIds });
      return { uuid: c.uuid };
    }),
};

/** Its commands, as `snapforge help` lists them (`src/cli/commands.ts` places them among the others). */
export const commands: Command[] = [collectionCreate];
