// `render-url` and `url-signing-key`: signed render URLs and the per-account key that signs them.
import { callerForEmail } from '../accounts/account-service.js';
import { escapeHtml } from '../net/escape-html.js';
import { EXPIRES_PARAM } from './render-url-signer.js';
import { rotateUrlSigningKey, urlSigningKeyFor } from './url-signing-keys.js';
import { EMAIL, integer, type LocalCommand, type Command } from '../modules/cli/command.js';
import { warnIfGuessedUrl, withDb } from '../modules/cli/one-off.js';

const renderUrl: LocalCommand = {
  name: 'render-url',
  usage: `  render-url --email E --template UUID [--format png|jpeg|webp|pdf] [--query 'title=Hi&qr.hidden=true'] [--expires UNIX_SECONDS]
                                      a signed render URL and its og:image tag (docs/api.md, "Render URLs")`,
  options: {
    email: { type: 'string' },
    template: { type: 'string' },
    format: { type: 'string' },
    query: { type: 'string' },
    expires: { type: 'string' },
  },
  required: ['email', 'template'],
  run: (o, config) => {
    const expires = integer(o.expires, 'expires');
    warnIfGuessedUrl(config);
    return withDb(config, async (db) => {
      const caller = await callerForEmail(db.prisma, o.email!);
      const params: [string, string][] = [...new URLSearchParams(o.query ?? '')];
      if (expires !== undefined) params.push([EXPIRES_PARAM, String(expires)]);
      const { renderUrlsModule } = await import('./module.js');
      const signer = renderUrlsModule.provides.renderUrlSigner.build({ database: db, config });
      const url = await signer.signQuery(caller, o.template!, o.format ?? 'png', params);
      return { url, og_image_tag: `<meta property="og:image" content="${escapeHtml(url)}">` };
    });
  },
};

function urlSigningKey(rotate: boolean): LocalCommand['run'] {
  return (o, config) =>
    withDb(config, async (db) => {
      const { accountId } = await callerForEmail(db.prisma, o.email!);
      const key = rotate
        ? await rotateUrlSigningKey(db.sql, accountId, config.URL_SIGNING_KEY_GRACE_SECONDS)
        : await urlSigningKeyFor(db.sql, accountId);
      return { email: o.email!.toLowerCase(), url_signing_key: key };
    });
}

const urlSigningKeyShow: LocalCommand = {
  name: 'url-signing-key show',
  usage: `  url-signing-key show --email E      the account's render-URL signing key (made on first use)`,
  options: EMAIL,
  required: ['email'],
  run: urlSigningKey(false),
};

const urlSigningKeyRotate: LocalCommand = {
  name: 'url-signing-key rotate',
  usage: `  url-signing-key rotate --email E    a new render-URL signing key (the old one signs for URL_SIGNING_KEY_GRACE_SECONDS more)`,
  options: EMAIL,
  required: ['email'],
  run: urlSigningKey(true),
};

/** Its commands, as `snapforge help` lists them (`src/cli/commands.ts` places them among the others). */
export const commands: Command[] = [renderUrl, urlSigningKeyShow, urlSigningKeyRotate];
