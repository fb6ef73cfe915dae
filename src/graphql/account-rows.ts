import type { Context } from './context.js';

const newestFirst = () => [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/**
 * A connection's findMany arguments for "the account's X, newest first": the page Pothos asks
 * (`query`: cursor, take, skip, selection), only the caller's account's rows (and `where`'s), newest
 * first unless `orderBy` says otherwise (a table whose ids keep its order orders by them).
 */
export function accountRows<Q extends object, W extends object, O = ReturnType<typeof newestFirst>>(
  ctx: Context,
  query: Q,
  { where, orderBy }: { where?: W; orderBy?: O } = {},
) {
  return { ...query, where: { accountId: ctx.auth!.account.id, ...where }, orderBy: orderBy ?? newestFirst() };
}
