// `form create` and `form update`: embedded forms and their signed submit URLs.
import { apiUrlOf } from '../../rest-adapter/rest-path.js';
import { callerForEmail } from '../accounts/account-service.js';
import type { Config } from '../config.js';
import { loadAppKey } from './app-key.js';
import { commaList, type LocalCommand, type OptionSpec, type Values, type Command } from '../modules/cli/command.js';
import { warnIfGuessedUrl, withDb } from '../modules/cli/one-off.js';

const FORM_OPTIONS: OptionSpec = {
  email: { type: 'string' },
  template: { type: 'string' },
  collection: { type: 'string' },
  form: { type: 'string' },
  layers: { type: 'string' },
  'frame-ancestors': { type: 'string' },
  format: { type: 'string' },
};

/** Both commands act on the forms service, built with the app key that signs the forms' URLs. */
function writeForm(creating: boolean) {
  return async (o: Values, config: Config) => {
    const appKey = await loadAppKey(config);
    // Modules load with the command that uses them: a command pays only for its own.
    const { formsModule } = await import('./module.js');
    warnIfGuessedUrl(config);
    return withDb(config, async (db) => {
      const caller = await callerForEmail(db.prisma, o.email!);
      const forms = formsModule.provides.forms.build({ database: db, appKey, apiUrl: apiUrlOf(config.PUBLIC_URL) });
      const [layers, frameAncestors] = [commaList(o.layers), commaList(o['frame-ancestors'])];
      if (creating) {
        const form = await forms.create(caller, {
          templateId: o.template,
          collectionId: o.collection,
          layers,
          frameAncestors,
          format: o.format,
        });
        return { uuid: form.uuid, url: forms.url(form), format: form.format ?? 'png' };
      }
      const form = await forms.update(caller, o.form!, { layers, frameAncestors, format: o.format });
      return {
        uuid: form.uuid,
        url: forms.url(form),
        layers: form.layers,
        frame_ancestors: form.frameAncestors,
        format: form.format ?? 'png',
      };
    });
  };
}

const formCreate: LocalCommand = {
  name: 'form create',
  usage: `  form create --email E (--template UUID | --collection UUID) --layers KEY1,KEY2 [--frame-ancestors ORIGIN1,ORIGIN2] [--format F]
                                      an embedded form (F: png, jpeg, webp; gif, apng, mp4 of animated templates); prints its signed submit URL`,
  options: FORM_OPTIONS,
  required: ['email', 'layers'],
  run: writeForm(true),
};

const formUpdate: LocalCommand = {
  name: 'form update',
  usage: `  form update --email E --form UUID [--layers KEY1,KEY2] [--frame-ancestors ORIGIN1,ORIGIN2] [--format F]
                                      changes a form (--frame-ancestors '' returns to same origin only); its URL stays`,
  options: FORM_OPTIONS,
  required: ['email', 'form'],
  run: writeForm(false),
};

/** Its commands, as `snapforge help` lists them (`src/cli/commands.ts` places them among the others). */
export const commands: Command[] = [formCreate, formUpdate];
