import type { Caller } from '../accounts/caller.js';
import type { Prisma, Template } from '../generated/prisma/client.js';
import { publishedDesign } from './published-design.js';

/** What a publish's transaction can write with (an interactive transaction's client). */
type Tx = Prisma.TransactionClient;

/** The author as a version shows it: the publishing user's name and e-mail, or what published without one. */
async function authorLabel(tx: Tx, caller: Caller): Promise<string> {
  if (caller.userId === null) return 'no user (a form or the server)';
  const user = await tx.user.findUnique({ where: { id: caller.userId }, select: { name: true, email: true } });
  return user ? `${user.name} <${user.email}>` : `user ${caller.userId}`;
}

/**
 * Records the template's published design as its version `t.version`, in the publish's transaction:
 * every version a render names then has its row (issue 44, docs/api.md "Versions").
 */
export async function recordVersion(tx: Tx, caller: Caller, t: Template): Promise<void> {
  await tx.templateVersion.create({
    data: {
      templateId: t.id,
      version: t.version,
      design: JSON.parse(JSON.stringify(publishedDesign(t))) as object,
      authorId: caller.userId,
      authorLabel: await authorLabel(tx, caller),
    },
  });
}
