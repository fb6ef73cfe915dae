import { EMBED_ABILITIES, type EmbedGrant } from '../access/embed-grant.js';
import { builder } from '../graphql/builder.js';
import { EMBED_EXPIRY, type MintedEmbedToken } from './embed-service.js';

const EmbedAbilityEnum = builder.enumType('EmbedAbility', {
  description:
    'EDIT_TEXT: change the text of text layers only; EDIT_DESIGN: change anything in the design; PUBLISH: publish the draft.',
  values: EMBED_ABILITIES,
});

const EmbedGrantRef = builder.interfaceRef<EmbedGrant>('EmbedGrant').implement({
  description: 'What an embed token grants.',
  fields: (t) => ({
    templateUuid: t.exposeString('templateUuid', { description: 'The one template the token opens.' }),
    abilities: t.expose('abilities', { type: [EmbedAbilityEnum] }),
    allowedOrigins: t.exposeStringList('allowedOrigins', {
      description: 'The pages that may frame the editor (its frame-ancestors) and receive its events.',
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const EmbedTokenRef = builder.objectRef<MintedEmbedToken>('EmbedToken').implement({
  description: 'A signed, expiring token opening one template in the embeddable editor (docs/integrations.md).',
  interfaces: [EmbedGrantRef],
  fields: (t) => ({
    token: t.exposeString('token', {
      description: 'Shown once; never stored by the server (it is signed, not saved).',
    }),
    url: t.exposeString('url', { description: "The embed page's address with the token: the iframe's src." }),
  }),
});

const EmbedSessionRef = builder.objectRef<EmbedGrant>('EmbedSession').implement({
  description: "What the embed token in the Authorization header grants: the embedded editor's own question.",
  interfaces: [EmbedGrantRef],
});

const EmbedTokenInput = builder.inputType('CreateEmbedTokenInput', {
  fields: (t) => ({
    templateUuid: t.string({ required: true }),
    abilities: t.field({ type: [EmbedAbilityEnum], required: true, description: 'At least one.' }),
    allowedOrigins: t.stringList({
      required: true,
      description: "The parent pages' origins (https://app.example.com), 1 to 20; no wildcards.",
    }),
    expiresIn: t.int({
      required: false,
      description: `Seconds, ${EMBED_EXPIRY.min} to ${EMBED_EXPIRY.max}; default ${EMBED_EXPIRY.default}.`,
    }),
    copy: t.boolean({
      required: false,
      description: 'Open a new copy of the template ("<title> (copy)", made now) instead of the template itself.',
    }),
  }),
});

builder.mutationField('createEmbedToken', (t) =>
  t.field({
    type: EmbedTokenRef,
    authScopes: { updateTemplate: true },
    description:
      "Mints a token for the embeddable editor: one template of the caller's account (or a new copy of it), the abilities given, " +
      'framed only by the allowed origins, until it expires. It saves and publishes as the caller, an editor at most.',
    args: { input: t.arg({ type: EmbedTokenInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.embeds.mint(ctx.auth!, input),
  }),
);

builder.queryField('embedSession', (t) =>
  t.field({
    type: EmbedSessionRef,
    authScopes: (_r, _a, ctx) => !!ctx.auth?.embed,
    description: 'The grant of the embed token calling (only an embed token may ask).',
    resolve: (_r, _a, ctx) => ctx.auth!.embed!,
  }),
);
