import { callerOf } from '../accounts/caller.js';
import { builder } from '../graphql/builder.js';
import { RENDER_BUDGET, spendFieldBudget } from '../graphql/limits/field-budget.js';
import { COST } from '../graphql/limits/field-complexity.js';
import { SnapRef } from '../snaps/graphql.js';
import type { FormField, FormPage, FormSubmission } from './form-submitter.js';

builder.prismaObject('EmbeddedForm', {
  description: 'A form a third party submits, at its signed `url`, to render a snap charged to this account.',
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    url: t.string({ description: 'The signed submit URL: whoever has it can render, and spend this account\'s credits.', resolve: (f, _a, ctx) => ctx.services.forms.url(f) }),
    layers: t.exposeStringList('layers', { description: 'The layer keys it accepts; for a collection form `<templateUuid>__<layerKey>`.' }),
    frameAncestors: t.exposeStringList('frameAncestors', { description: 'Origins that may embed the form page in an iframe and read its answers (CORS); empty: the service\'s own origin only.' }),
    template: t.relation('template', { nullable: true }),
    collection: t.relation('collection', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CreateEmbeddedFormInput = builder.inputType('CreateEmbeddedFormInput', {
  description: 'Exactly one of templateId and collectionId (uuids).',
  fields: (t) => ({
    templateId: t.string({ required: false }),
    collectionId: t.string({ required: false }),
    layers: t.stringList({ required: false, description: 'Layer keys of the template, or `<templateUuid>__<layerKey>` of the collection\'s templates.' }),
    frameAncestors: t.stringList({ required: false, description: 'Origins (`https://shop.example.com`) that may embed the form page and read its answers. Default: none (same origin only).' }),
  }),
});

const UpdateEmbeddedFormInput = builder.inputType('UpdateEmbeddedFormInput', {
  description: 'What is left out (or null) stays as it is; an empty `frameAncestors` list returns to same origin only.',
  fields: (t) => ({
    layers: t.stringList({ required: false }),
    frameAncestors: t.stringList({ required: false }),
  }),
});

const EmbeddedFormField = builder.objectRef<FormField>('EmbeddedFormField').implement({
  description: 'One field of the form page: a configured layer.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Posted as `layers[<key>][<valueKey>]`.' }),
    label: t.exposeString('label'),
    type: t.exposeString('type'),
    valueKey: t.exposeString('valueKey'),
    current: t.exposeString('current', { nullable: true, description: 'The layer\'s content as designed.' }),
  }),
});

const EmbeddedFormPage = builder.objectRef<FormPage>('EmbeddedFormPage').implement({
  description: 'What the public form page shows, read with the signed URL.',
  fields: (t) => ({
    title: t.exposeString('title'),
    fields: t.field({ type: [EmbeddedFormField], resolve: (p) => p.fields }),
  }),
});

const EmbeddedFormValue = builder.inputType('EmbeddedFormValue', {
  description: 'One submitted layer: `text` for text, empty, QR code and barcode layers; `file` for an image layer.',
  fields: (t) => ({
    key: t.string({ required: true }),
    valueKey: t.string({
      required: false,
      description: 'The layer type\'s value key (`text`, `background_color`, `qr_content`, `barcode_content`, `image_url`), as in REST `layers[<key>][<valueKey>]`; another type\'s key is refused. Omitted: the `layers[<key>]` shorthand.',
    }),
    text: t.string({ required: false }),
    file: t.field({ type: 'File', required: false }),
  }),
});

const SubmitEmbeddedFormPayload = builder.objectRef<FormSubmission>('SubmitEmbeddedFormPayload').implement({
  fields: (t) => ({
    snaps: t.field({ type: [SnapRef], resolve: (p) => p.snaps }),
    collectionForm: t.exposeBoolean('collectionForm', { description: 'A collection form renders one snap per template; a template form one.' }),
  }),
});

builder.queryFields((t) => ({
  embeddedFormPage: t.field({
    type: EmbeddedFormPage,
    description: 'Public: the signed URL is the authorization, no token needed.',
    args: { url: t.arg.string({ required: true, description: 'The signed URL, absolute or from PUBLIC_URL\'s path on.' }) },
    resolve: (_r, { url }, ctx) => ctx.services.formSubmitter.page(url),
  }),
  embeddedForm: t.prismaField({
    type: 'EmbeddedForm',
    authScopes: { api: true },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_q, _r, { uuid }, ctx) => ctx.services.forms.byUuid(callerOf(ctx.auth!), uuid),
  }),
  embeddedForms: t.prismaConnection({
    type: 'EmbeddedForm',
    cursor: 'id',
    authScopes: { api: true },
    description: 'Newest first.',
    resolve: (query, _r, _a, ctx) => ctx.services.database.prisma.embeddedForm.findMany({ ...query, where: { accountId: ctx.auth!.account.id }, orderBy: { id: 'desc' } }),
  }),
}));

builder.mutationFields((t) => ({
  createEmbeddedForm: t.prismaField({
    type: 'EmbeddedForm',
    authScopes: { createTemplate: true },
    args: { input: t.arg({ type: CreateEmbeddedFormInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => ctx.services.forms.create(callerOf(ctx.auth!), input),
  }),
  updateEmbeddedForm: t.prismaField({
    type: 'EmbeddedForm',
    authScopes: { updateTemplate: true },
    description: 'Its URL stays the same.',
    args: { uuid: t.arg.string({ required: true }), input: t.arg({ type: UpdateEmbeddedFormInput, required: true }) },
    resolve: (_q, _r, { uuid, input }, ctx) => ctx.services.forms.update(callerOf(ctx.auth!), uuid, input),
  }),
  deleteEmbeddedForm: t.prismaField({
    type: 'EmbeddedForm',
    authScopes: { deleteTemplate: true },
    description: 'Its URL stops working at once.',
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_q, _r, { uuid }, ctx) => ctx.services.forms.delete(callerOf(ctx.auth!), uuid),
  }),
  submitEmbeddedForm: t.field({
    type: SubmitEmbeddedFormPayload,
    description:
      'Public: the signed URL is the authorization, no token needed. The form\'s owner is charged. ' +
      'A render: over /graphql each use (alias) spends one of RATE_LIMIT_PER_MINUTE, like createSnap.',
    complexity: COST.render,
    args: {
      url: t.arg.string({ required: true, description: 'The signed URL, absolute or from PUBLIC_URL\'s path on (`/api/v1/embedded-forms/<uuid>?signature=...`).' }),
      layers: t.arg({ type: [EmbeddedFormValue], required: false }),
    },
    resolve: async (_r, { url, layers }, ctx) => {
      await spendFieldBudget(ctx, RENDER_BUDGET);
      return ctx.services.formSubmitter.submit(url, layers ?? []);
    },
  }),
}));
