import { API_REQUESTS } from '../access/access-token.js';
import type { AuthContext } from '../access/auth-context.js';
import { allows } from '../access/roles.js';

/** What a caller may do, as GraphQL fields name it (`authScopes`) and REST commands do (rest-adapter/route.ts). */
export interface Scopes {
  api: boolean;
  createTemplate: boolean;
  updateTemplate: boolean;
  deleteTemplate: boolean;
  manageAccount: boolean;
}

export type Scope = keyof Scopes;

/** A token with the API ability may call the API; its role decides the rest. */
export function scopesOf(auth: AuthContext | null): Scopes {
  const api = !!auth?.abilities.includes(API_REQUESTS);
  const role = auth?.user.role;
  return {
    api,
    createTemplate: api && !!role && allows(role, 'createTemplate'),
    updateTemplate: api && !!role && allows(role, 'updateTemplate'),
    deleteTemplate: api && !!role && allows(role, 'deleteTemplate'),
    manageAccount: api && !!role && allows(role, 'manageAccount'),
  };
}
