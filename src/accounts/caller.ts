import type { Role } from '../generated/prisma/enums.js';
import type { AuthContext } from '../access/auth-context.js';

/**
 * Who a service acts for: the account it scopes to and charges, and the user and role when a person
 * (a token or a Studio session) calls. A public form acts for its owner's account with neither.
 */
export interface Caller {
  accountId: number;
  userId: number | null;
  role: Role | null;
}

/** The caller a token or session stands for. */
export function callerOf(auth: AuthContext): Caller {
  return { accountId: auth.account.id, userId: auth.user.id, role: auth.user.role };
}
