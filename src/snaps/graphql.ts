import { callerOf } from '../accounts/caller.js';
import type { Prisma } from '../generated/prisma/client.js';
import { builder } from '../graphql/builder.js';
import { accountRows } from '../graphql/account-rows.js';
import { VariantInput } from '../templates/graphql.js';
import { RENDER_VARIATION_DOCS } from '../render-requests/render-variations.js';
import { renderRequestInputs, SnapPageInput } from '../render-requests/graphql.js';
import type { CreatedSnaps } from './snap-command.js';
import type { WatchedSnap } from './snap-service.js';
import type { ClipProgress } from '../events/event-bus.js';
import { mediaUrl } from './snap-resource.js';
import { pageCount, pagesOf } from '../render-requests/document-pages.js';
import type { StoredPage } from '../render-requests/snap-row.js';
import { SNAP_PDF_DOCS } from './pdf-files.js';
import { RENDER_BUDGET, spendFieldBudget } from '../graphql/limits/field-budget.js';
import { COST } from '../graphql/limits/field-complexity.js';

const SnapStatusEnum = builder.enumType('SnapStatus', {
  values: ['pending', 'processing', 'completed', 'failed', 'canceled'] as const,
});

/**
 * No field shows the `design` each snap keeps (up to a template's size): GraphQL's reads leave it
 * out (the rows keep the Snap type; nothing here reads `design`). Payloads of new snaps are the
 * rows as written, shown as they were.
 */
const WITHOUT_DESIGN: { omit?: Prisma.SnapOmit } = { omit: { design: true } };

const SnapPageRef = builder.objectRef<StoredPage>('SnapPage').implement({
  description: 'A page of a multi-page PDF snap.',
  fields: (t) => ({
    templateId: t.exposeString('templateUuid', { description: "The page's template uuid." }),
    templateTitle: t.exposeString('templateTitle'),
    variants: t.field({ type: 'JSON', nullable: true, resolve: (p) => p.variants }),
  }),
});

const ClipProgressRef = builder.objectRef<ClipProgress>('ClipProgress').implement({
  description: "A clip being rendered (gif, apng, webp, mp4): the clip's frames, how many are drawn, how many written.",
  fields: (t) => ({
    frames: t.exposeInt('frames'),
    drawn: t.exposeInt('drawn'),
    encoded: t.exposeInt('encoded'),
  }),
});

export const SnapRef = builder.prismaObject('Snap', {
  fields: (t) => ({
    id: t.exposeString('id'),
    mediaUrl: t.string({
      nullable: true,
      description: 'URL of the finished file; null until completed.',
      resolve: (s, _a, ctx) => mediaUrl(s, ctx.services.storage),
    }),
    type: t.exposeString('type', { description: '`image` or `pdf`.' }),
    format: t.exposeString('format', { description: '`png`, `jpeg`, `webp`, `gif`, `apng`, `mp4` or `pdf`.' }),
    transparent: t.exposeBoolean('transparent'),
    status: t.field({ type: SnapStatusEnum, resolve: (s) => s.status }),
    isAsync: t.exposeBoolean('isAsync'),
    source: t.exposeString('source', {
      description: "`api` (REST, GraphQL, forms, batches) or `url` (a signed render URL's render).",
    }),
    webhookUrl: t.exposeString('webhookUrl', { nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    lastError: t.exposeString('lastError', { nullable: true }),
    variants: t.field({ type: 'JSON', nullable: true, resolve: (s) => s.variants }),
    templateId: t.exposeString('templateUuid', { nullable: true, description: "The source template's uuid." }),
    templateTitle: t.exposeString('templateTitle', { nullable: true }),
    templateVersion: t.exposeInt('templateVersion', {
      nullable: true,
      description:
        'The published version of its template it drew (docs/api.md "Versions"); for a document, its first page\'s.',
    }),
    size: t.exposeString('size', {
      nullable: true,
      description: 'Which of its template\'s sizes it drew (docs/rendering.md "Sizes"); null: the design\'s own.',
    }),
    locale: t.exposeString('locale', {
      nullable: true,
      description: 'The locale it was drawn in, as asked (docs/rendering.md "Locales"); null: the template\'s default.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    pages: t.field({
      type: [SnapPageRef],
      nullable: true,
      description:
        "A multi-page PDF's pages in order; null for a snap of one template (`templateId` and `variants` are then its own; for a document, its first page's).",
      // The pages' designs come with the row (a sync snap's settled row is never read again) and are not shown.
      resolve: (s) => pagesOf(s),
    }),
    progress: t.field({
      type: ClipProgressRef,
      nullable: true,
      description:
        'A clip while it renders: only the snapUpdated subscription carries it, a few times a second; null elsewhere.',
      resolve: (s) => (s as WatchedSnap).progress ?? null,
    }),
    pageCount: t.int({
      description: 'Pages in the file: what the snap costs in credits once completed.',
      resolve: (s) => pageCount(s),
    }),
  }),
});

const PdfPermissionsInput = builder.inputType('PdfPermissionsInput', {
  description: 'What a reader of a protected PDF may do without its owner password; each default false.',
  fields: (t) => ({
    print: t.boolean({ required: false }),
    copy: t.boolean({ required: false }),
    modify: t.boolean({ required: false }),
  }),
});

const PdfProtectionInput = builder.inputType('PdfProtectionInput', {
  description: SNAP_PDF_DOCS.pdfProtection,
  fields: (t) => ({
    ownerPassword: t.string({ required: true }),
    userPassword: t.string({ required: false }),
    permissions: t.field({ type: PdfPermissionsInput, required: false }),
  }),
});

const PdfAttachmentInput = builder.inputType('PdfAttachmentInput', {
  description: 'A file a PDF carries (docs/rendering.md "Attachments").',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Its file name, e.g. `factur-x.xml`.' }),
    mimeType: t.string({ required: true, description: 'Its media type, e.g. `text/xml`.' }),
    content: t.string({ required: true, description: 'Its bytes, base64.' }),
    description: t.string({ required: false }),
    relationship: t.string({
      required: false,
      description:
        'Its AFRelationship to the document: Alternative, Data, Source, Supplement or Unspecified (default).',
    }),
  }),
});

const SignaturePlacementInput = builder.inputType('SignaturePlacementInput', {
  description: 'Where a visible signature is drawn: a box in points (72 an inch) from the top left of the page’s trim.',
  fields: (t) => ({
    page: t.int({ required: false, description: 'From 1; default 1.' }),
    x: t.float({ required: true }),
    y: t.float({ required: true }),
    width: t.float({ required: true }),
    height: t.float({ required: true }),
  }),
});

const PdfSignatureInput = builder.inputType('PdfSignatureInput', {
  description: SNAP_PDF_DOCS.pdfSignature,
  fields: (t) => ({
    certificateId: t.string({ required: true, description: 'A certificate of the account (`certificates`).' }),
    reason: t.string({ required: false }),
    location: t.string({ required: false }),
    placement: t.field({ type: SignaturePlacementInput, required: false, description: 'Absent: invisible.' }),
  }),
});

const CreateSnapInput = builder.inputType('CreateSnapInput', {
  description: 'POST /v1/snaps, field for field (camelCase); `templateId` or `collectionId`, not both.',
  fields: (t) => ({
    templateId: t.string({ required: false }),
    templateVersion: t.int({
      required: false,
      description:
        'With `templateId`: the published version to draw (docs/api.md "Versions"); absent: the latest. Unknown: a validation error, nothing created.',
    }),
    collectionId: t.string({ required: false }),
    async: t.boolean({ required: false }),
    variants: t.field({ type: [VariantInput], required: false }),
    pages: t.field({
      type: [SnapPageInput],
      required: false,
      description: 'Type pdf: one PDF of these pages (1 to 100), in order; instead of `templateId` or `collectionId`.',
    }),
    merge: t.boolean({
      required: false,
      description: 'With `collectionId` and type pdf: one PDF of the collection, a page per template in its order.',
    }),
    title: t.string({ required: false, description: SNAP_PDF_DOCS.title }),
    ...renderRequestInputs(t),
    flatten: t.boolean({ required: false, description: SNAP_PDF_DOCS.flatten }),
    pdfProtection: t.field({ type: PdfProtectionInput, required: false, description: SNAP_PDF_DOCS.pdfProtection }),
    attachments: t.field({ type: [PdfAttachmentInput], required: false, description: SNAP_PDF_DOCS.attachments }),
    pdfSignature: t.field({ type: PdfSignatureInput, required: false, description: SNAP_PDF_DOCS.pdfSignature }),
    sizes: t.stringList({
      required: false,
      description: `With \`templateId\`: ${RENDER_VARIATION_DOCS.sizes}`,
    }),
  }),
});

const CreateSnapPayload = builder.objectRef<CreatedSnaps>('CreateSnapPayload').implement({
  fields: (t) => ({
    snaps: t.field({ type: [SnapRef], resolve: (p) => p.snaps }),
    missingMessages: t.stringList({
      description:
        'The messages the locale asked has not in the template\'s catalogs, drawn in the default locale (docs/rendering.md "Locales").',
      resolve: (p) => p.missingMessages ?? [],
    }),
    replayed: t.exposeBoolean('replayed', {
      description: "True when an idempotency key returned the first request's snaps.",
    }),
  }),
});

builder.queryFields((t) => ({
  snap: t.prismaField({
    type: 'Snap',
    authScopes: { api: true },
    args: { id: t.arg.string({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => ctx.services.snaps.byId(callerOf(ctx.auth!), id, WITHOUT_DESIGN),
  }),
  snaps: t.prismaConnection({
    type: 'Snap',
    cursor: 'id',
    authScopes: { api: true },
    description: 'Newest first.',
    resolve: (query, _r, _a, ctx) =>
      ctx.services.database.prisma.snap.findMany(accountRows(ctx, { ...query, ...WITHOUT_DESIGN })),
  }),
}));

builder.mutationField('createSnap', (t) =>
  t.field({
    type: CreateSnapPayload,
    authScopes: { api: true },
    complexity: COST.render,
    args: { input: t.arg({ type: CreateSnapInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await spendFieldBudget(ctx, RENDER_BUDGET);
      return ctx.services.snaps.create(callerOf(ctx.auth!), input);
    },
  }),
);

builder.subscriptionField('snapUpdated', (t) =>
  t.prismaField({
    type: 'Snap',
    authScopes: { api: true },
    description: 'The snap now, then on every status change; completes once it is completed, failed or canceled.',
    args: { id: t.arg.string({ required: true }) },
    subscribe: (_r, { id }, ctx) => ctx.services.snaps.watch(callerOf(ctx.auth!), id),
    resolve: (_q, snap) => snap,
  }),
);
