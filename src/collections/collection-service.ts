import type { Caller } from '../accounts/caller.js';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { maxChars, required } from '../validation/sentences.js';
import { isUuid } from '../validation/uuid.js';

export interface CollectionWrite {
  name?: string | null;
  templateIds?: string[] | null;
}

/** Template uuids of the account, in the given order; any other is a 422 on template_ids. */
async function templateIdsOf(db: Db, accountId: number, uuids: string[]): Promise<number[]> {
  const valid = uuids.filter((u) => isUuid(u)).map((u) => u.toLowerCase());
  const rows = await db.template.findMany({
    where: { accountId, uuid: { in: valid } },
    select: { id: true, uuid: true },
  });
  const byUuid = new Map(rows.map((r) => [r.uuid, r.id]));
  const unknown = uuids.filter((u) => !byUuid.has(u.toLowerCase()));
  if (unknown.length)
    throw ValidationError.of('template_ids', `These templates are not in your account: ${unknown.join(', ')}.`);
  return [...new Set(uuids.map((u) => byUuid.get(u.toLowerCase())!))];
}

function checkName(name: unknown): string {
  if (typeof name !== 'string' || name.trim() === '') throw ValidationError.of('name', required('name'));
  if (name.length > 255) throw ValidationError.of('name', maxChars('name', 255));
  return name.trim();
}

export class CollectionService {
  constructor(private readonly db: Db) {}

  async byUuid(caller: Caller, uuid: string) {
    const c = isUuid(uuid)
      ? await this.db.collection.findFirst({ where: { uuid: uuid.toLowerCase(), accountId: caller.accountId } })
      : null;
    if (!c) throw new NotFoundError();
    return c;
  }

  async create(caller: Caller, input: CollectionWrite) {
    const name = checkName(input.name);
    const ids = await templateIdsOf(this.db, caller.accountId, input.templateIds ?? []);
    return this.db.collection.create({
      data: {
        accountId: caller.accountId,
        name,
        templates: { create: ids.map((templateId, position) => ({ templateId, position })) },
      },
    });
  }

  /** Renames and/or replaces the template list (in the order given). */
  async update(caller: Caller, uuid: string, input: CollectionWrite) {
    const c = await this.byUuid(caller, uuid);
    const name = input.name === undefined || input.name === null ? c.name : checkName(input.name);
    const ids = input.templateIds ? await templateIdsOf(this.db, caller.accountId, input.templateIds) : null;
    return this.db.$transaction(async (tx) => {
      if (ids) {
        await tx.collectionTemplate.deleteMany({ where: { collectionId: c.id } });
        await tx.collectionTemplate.createMany({
          data: ids.map((templateId, position) => ({ collectionId: c.id, templateId, position })),
        });
      }
      return tx.collection.update({ where: { id: c.id }, data: { name } });
    });
  }

  async delete(caller: Caller, uuid: string) {
    const c = await this.byUuid(caller, uuid);
    await this.db.collection.delete({ where: { id: c.id } });
    return c;
  }
}
