import { callerOf } from '../accounts/caller.js';
import { builder } from '../graphql/builder.js';
import { accountRows } from '../graphql/account-rows.js';
import { RENDER_BUDGET, spendFieldBudget } from '../graphql/limits/field-budget.js';
import { COST } from '../graphql/limits/field-complexity.js';
import { SnapRef } from '../snaps/graphql.js';
import type { FieldSettingsInput, FieldSettingsMap } from './form-fields.js';
import type { FormField, FormPage, FormSubmission } from './form-submitter.js';

const EmbeddedFormFieldSettings = builder.objectRef<FieldSettingsInput>('EmbeddedFormFieldSettings').implement({
  description: "How the form page shows and checks one layer's field; null: the default.",
  fields: (t) => ({
    key: t.exposeString('key'),
    label: t.string({
      nullable: true,
      description: 'Shown above the field and naming it in messages; default the layer key.',
      resolve: (f) => f.label ?? null,
    }),
    placeholder: t.string({ nullable: true, resolve: (f) => f.placeholder ?? null }),
    helpText: t.string({ nullable: true, resolve: (f) => f.helpText ?? null }),
    required: t.boolean({
      description: 'A submission without a value is refused (422 on `layers.<key>`).',
      resolve: (f) => !!f.required,
    }),
    maxLength: t.int({
      nullable: true,
      description: 'Text values: at most this many characters (422 on `layers.<key>`).',
      resolve: (f) => f.maxLength ?? null,
    }),
  }),
});

const EmbeddedFormFieldInput = builder.inputType('EmbeddedFormFieldInput', {
  description: "One field of the form page; the list's order is the page's order.",
  fields: (t) => ({
    key: t.string({ required: true, description: 'A layer key, as in `layers`.' }),
    label: t.string({ required: false, description: 'Up to 100 characters.' }),
    placeholder: t.string({ required: false, description: 'Up to 200 characters.' }),
    helpText: t.string({ required: false, description: 'Up to 500 characters.' }),
    required: t.boolean({ required: false }),
    maxLength: t.int({
      required: false,
      description: 'Text values, 1 to 65536 characters; not checked for image and colour fields.',
    }),
  }),
});

builder.prismaObject('EmbeddedForm', {
  description: 'A form a third party submits, at its signed `url`, to render a snap charged to this account.',
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    url: t.string({
      description: "The signed submit URL: whoever has it can render, and spend this account's credits.",
      resolve: (f, _a, ctx) => ctx.services.forms.url(f),
    }),
    layers: t.exposeStringList('layers', {
      description:
        "The layer keys it accepts, in the page's order; for a collection form `<templateUuid>__<layerKey>`.",
    }),
    fields: t.field({
      type: [EmbeddedFormFieldSettings],
      description: "Each layer's field settings, in the page's order.",
      resolve: (f) => f.layers.map((key) => ({ key, ...(f.fieldSettings as FieldSettingsMap)[key] })),
    }),
    frameAncestors: t.exposeStringList('frameAncestors', {
      description:
        "Origins that may embed the form page in an iframe and read its answers (CORS); empty: the service's own origin only.",
    }),
    format: t.string({
      description:
        'What a submission renders: png, jpeg, webp, or for animated templates gif, apng, mp4 (webp animated).',
      resolve: (f) => f.format ?? 'png',
    }),
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
    layers: t.stringList({
      required: false,
      description: "Layer keys of the template, or `<templateUuid>__<layerKey>` of the collection's templates.",
    }),
    fields: t.field({
      type: [EmbeddedFormFieldInput],
      required: false,
      description: "In place of `layers`: the keys in the page's order, each with its settings.",
    }),
    frameAncestors: t.stringList({
      required: false,
      description:
        'Origins (`https://shop.example.com`) that may embed the form page and read its answers. Default: none (same origin only).',
    }),
    format: t.string({
      required: false,
      description:
        'What a submission renders: png (default), jpeg, webp; gif, apng or mp4 when every template of the form is animated, for 10 s at most (docs/api.md "Embedded forms").',
    }),
  }),
});

const UpdateEmbeddedFormInput = builder.inputType('UpdateEmbeddedFormInput', {
  description: 'What is left out (or null) stays as it is; an empty `frameAncestors` list returns to same origin only.',
  fields: (t) => ({
    layers: t.stringList({ required: false }),
    fields: t.field({
      type: [EmbeddedFormFieldInput],
      required: false,
      description: "Replaces `layers` (the keys, in this order) and every field's settings.",
    }),
    frameAncestors: t.stringList({ required: false }),
    format: t.string({ required: false, description: 'As on create; `png` returns to the default.' }),
  }),
});

const EmbeddedFormField = builder.objectRef<FormField>('EmbeddedFormField').implement({
  description: 'One field of the form page: a configured layer.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Posted as `layers[<key>][<valueKey>]`.' }),
    label: t.exposeString('label'),
    type: t.exposeString('type'),
    valueKey: t.exposeString('valueKey'),
    current: t.exposeString('current', { nullable: true, description: "The layer's content as designed." }),
    placeholder: t.exposeString('placeholder', { nullable: true }),
    helpText: t.exposeString('helpText', { nullable: true }),
    required: t.exposeBoolean('required'),
    maxLength: t.exposeInt('maxLength', { nullable: true }),
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
      description:
        "The layer type's value key (`text`, `background_color`, `qr_content`, `barcode_content`, `image_url`), as in REST `layers[<key>][<valueKey>]`; another type's key is refused. Omitted: the `layers[<key>]` shorthand.",
    }),
    text: t.string({ required: false }),
    file: t.field({ type: 'File', required: false }),
  }),
});

const SubmitEmbeddedFormPayload = builder.objectRef<FormSubmission>('SubmitEmbeddedFormPayload').implement({
  fields: (t) => ({
    snaps: t.field({ type: [SnapRef], resolve: (p) => p.snaps }),
    collectionForm: t.exposeBoolean('collectionForm', {
      description: 'A collection form renders one snap per template; a template form one.',
    }),
  }),
});

builder.queryFields((t) => ({
  embeddedFormPage: t.field({
    type: EmbeddedFormPage,
    description: 'Public: the signed URL is the authorization, no token needed.',
    args: {
      url: t.arg.string({ required: true, description: "The signed URL, absolute or from PUBLIC_URL's path on." }),
    },
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
    resolve: (query, _r, _a, ctx) =>
      ctx.services.database.prisma.embeddedForm.findMany(accountRows(ctx, query, { orderBy: { id: 'desc' } })),
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
      "Public: the signed URL is the authorization, no token needed. The form's owner is charged. " +
      'A render: over /graphql each use (alias) spends one of RATE_LIMIT_PER_MINUTE, like createSnap.',
    complexity: COST.render,
    args: {
      url: t.arg.string({
        required: true,
        description:
          "The signed URL, absolute or from PUBLIC_URL's path on (`/api/v1/embedded-forms/<uuid>?signature=...`).",
      }),
      layers: t.arg({ type: [EmbeddedFormValue], required: false }),
    },
    resolve: async (_r, { url, layers }, ctx) => {
      await spendFieldBudget(ctx, RENDER_BUDGET);
      return ctx.services.formSubmitter.submit(url, layers ?? []);
    },
  }),
}));
