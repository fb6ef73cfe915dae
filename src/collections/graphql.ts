import { callerOf } from '../accounts/caller.js';
import { builder } from '../graphql/builder.js';
import { accountRows } from '../graphql/account-rows.js';
import { TemplateRef } from '../templates/graphql.js';

builder.prismaObject('Collection', {
  description: 'An ordered set of templates: a snap request with its uuid renders one snap per template.',
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    templates: t.field({
      type: [TemplateRef],
      resolve: async (c, _a, ctx) =>
        (
          await ctx.services.database.prisma.collectionTemplate.findMany({
            where: { collectionId: c.id },
            orderBy: { position: 'asc' },
            include: { template: { omit: { layers: true, draft: true } } },
          })
        ).map((ct) => ct.template),
    }),
  }),
});

const CollectionInput = builder.inputType('CollectionInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    templateIds: t.stringList({ required: false, description: 'Template uuids, in render order.' }),
  }),
});

builder.queryFields((t) => ({
  collection: t.prismaField({
    type: 'Collection',
    authScopes: { api: true },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_q, _r, { uuid }, ctx) => ctx.services.collections.byUuid(callerOf(ctx.auth!), uuid),
  }),
  collections: t.prismaConnection({
    type: 'Collection',
    cursor: 'id',
    authScopes: { api: true },
    resolve: (query, _r, _a, ctx) =>
      ctx.services.database.prisma.collection.findMany(accountRows(ctx, query, { orderBy: { id: 'desc' } })),
  }),
}));

builder.mutationFields((t) => ({
  createCollection: t.prismaField({
    type: 'Collection',
    authScopes: { createTemplate: true },
    args: { input: t.arg({ type: CollectionInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => ctx.services.collections.create(callerOf(ctx.auth!), input),
  }),
  updateCollection: t.prismaField({
    type: 'Collection',
    authScopes: { updateTemplate: true },
    args: { uuid: t.arg.string({ required: true }), input: t.arg({ type: CollectionInput, required: true }) },
    resolve: (_q, _r, { uuid, input }, ctx) => ctx.services.collections.update(callerOf(ctx.auth!), uuid, input),
  }),
  deleteCollection: t.prismaField({
    type: 'Collection',
    authScopes: { deleteTemplate: true },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_q, _r, { uuid }, ctx) => ctx.services.collections.delete(callerOf(ctx.auth!), uuid),
  }),
}));
