import { callerOf } from '../accounts/caller.js';
import { builder } from '../graphql/builder.js';
import { VariantInput } from '../templates/graphql.js';
import { RENDER_FORMATS } from '../render-requests/render-options.js';
import { MOTION_OPTION_DOCS } from '../render-requests/motion-options.js';
import { RENDER_VARIATION_DOCS } from '../render-requests/render-variations.js';
import { rotateUrlSigningKey, urlSigningKeyFor } from './url-signing-keys.js';

/** A render URL's extension: createSnap's `type` and `format` in one word, as the URL has them. */
const RenderUrlFormatEnum = builder.enumType('RenderUrlFormat', {
  values: RENDER_FORMATS,
  description: "A render URL's file format, its extension (default png): an image format, or pdf.",
});

builder.queryFields((t) => ({
  signedRenderUrl: t.string({
    authScopes: { api: true },
    description:
      'A signed GET URL that renders the template with these variants (png, jpeg, webp, gif, apng, mp4 or pdf; default png): for og:image, e-mail, <img>. ' +
      'No token is needed to fetch it; each distinct URL renders once (1 credit) and is then served from the cache. ' +
      'What its GET would refuse (a style value out of range, transparent with jpeg or pdf) is refused here. docs/api.md "Render URLs".',
    args: {
      templateId: t.arg.string({ required: true }),
      templateVersion: t.arg.int({
        required: false,
        description:
          'A published version to pin (`template_version` in the URL; docs/api.md "Versions"): the URL keeps drawing it after later publishes. Absent: the latest.',
      }),
      variants: t.arg({ type: [VariantInput], required: false }),
      format: t.arg({ type: RenderUrlFormatEnum, required: false }),
      transparent: t.arg.boolean({ required: false }),
      size: t.arg.string({
        required: false,
        description: 'One of the template\'s sizes by name (docs/rendering.md "Sizes"); default its own.',
      }),
      locale: t.arg.string({ required: false, description: RENDER_VARIATION_DOCS.locale }),
      messageValues: t.arg({ type: 'JSON', required: false, description: RENDER_VARIATION_DOCS.messageValues }),
      frameAt: t.arg.int({ required: false, description: MOTION_OPTION_DOCS.frameAt }),
      dither: t.arg.boolean({ required: false, description: MOTION_OPTION_DOCS.dither }),
      palette: t.arg.string({ required: false, description: MOTION_OPTION_DOCS.palette }),
      expiresAt: t.arg({
        type: 'DateTime',
        required: false,
        description: 'After it the URL answers 410; a time already past is refused.',
      }),
    },
    resolve: (_root, args, ctx) => ctx.services.renderUrlSigner.sign(callerOf(ctx.auth!), args),
  }),
  urlSigningKey: t.string({
    authScopes: { manageAccount: true },
    description:
      'The key render URLs are signed with (HMAC-SHA256), for signing them in your own code. Owners and admins only.',
    resolve: (_root, _args, ctx) => urlSigningKeyFor(ctx.services.database.sql, ctx.auth!.account.id),
  }),
}));

builder.mutationField('rotateUrlSigningKey', (t) =>
  t.string({
    authScopes: { manageAccount: true },
    description:
      'Replaces the render-URL signing key and returns the new one; the old one keeps signing for URL_SIGNING_KEY_GRACE_SECONDS.',
    resolve: (_root, _args, ctx) =>
      rotateUrlSigningKey(
        ctx.services.database.sql,
        ctx.auth!.account.id,
        ctx.services.config.URL_SIGNING_KEY_GRACE_SECONDS,
      ),
  }),
);
