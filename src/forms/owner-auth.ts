import type { AuthContext } from '../accounts/auth-context.js';
import type { Account } from '../generated/prisma/client.js';

/**
 * The form owner's account as a caller of the snap service, which scopes templates and charges by
 * `account` alone: a form submission has no token and no user.
 */
export function ownerAuth(account: Pick<Account, 'id' | 'name' | 'company'>): AuthContext {
  return { tokenId: 0, abilities: [], user: { id: 0, email: '', name: '', role: 'owner' }, account: { id: account.id, name: account.name, company: account.company } };
}
