import { builder } from '../graphql/builder.js';
import { coded } from '../graphql/errors.js';
import { SnapRef } from '../snaps/graphql.js';
import type { FormSubmission } from './form-submitter.js';
import { InvalidSignatureError } from './invalid-signature-error.js';

builder.prismaObject('EmbeddedForm', {
  description: 'A form a third party submits, at its signed `url`, to render a snap charged to this account.',
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    url: t.string({ description: 'The signed submit URL: whoever has it can render, and spend this account\'s credits.', resolve: (f, _a, ctx) => ctx.services.forms.url(f) }),
    layers: t.exposeStringList('layers', { description: 'The layer keys it accepts; for a collection form `<templateUuid>__<layerKey>`.' }),
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
  }),
});

const EmbeddedFormValue = builder.inputType('EmbeddedFormValue', {
  description: 'One submitted layer: `text` for text, empty, QR code and barcode layers; `file` for an image layer.',
  fields: (t) => ({
    key: t.string({ required: true }),
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
  embeddedForm: t.prismaField({
    type: 'EmbeddedForm',
    authScopes: { api: true },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_q, _r, { uuid }, ctx) => ctx.services.forms.byUuid(ctx.auth!.account.id, uuid),
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
    resolve: (_q, _r, { input }, ctx) => ctx.services.forms.create(ctx.auth!.account.id, input),
  }),
  deleteEmbeddedForm: t.prismaField({
    type: 'EmbeddedForm',
    authScopes: { deleteTemplate: true },
    description: 'Its URL stops working at once.',
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_q, _r, { uuid }, ctx) => ctx.services.forms.delete(ctx.auth!.account.id, uuid),
  }),
  submitEmbeddedForm: t.field({
    type: SubmitEmbeddedFormPayload,
    description: 'Public: the signed URL is the authorization, no token needed. The form\'s owner is charged.',
    args: {
      url: t.arg.string({ required: true, description: 'The signed URL, absolute or from PUBLIC_URL\'s path on (`/api/v1/embedded-forms/<uuid>?signature=...`).' }),
      layers: t.arg({ type: [EmbeddedFormValue], required: false }),
    },
    resolve: async (_r, { url, layers }, ctx) => {
      try {
        return await ctx.services.formSubmitter.submit(url, layers ?? []);
      } catch (e) {
        throw e instanceof InvalidSignatureError ? coded('FORBIDDEN', e.message) : e;
      }
    },
  }),
}));
