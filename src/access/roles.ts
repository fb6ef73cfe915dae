import type { Role } from '../generated/prisma/enums.js';

export const ROLES = ['owner', 'admin', 'editor', 'viewer'] as const satisfies readonly Role[];

/** The create-template and delete-template policies of the spec, and account settings (webhook secret), by role. */
const POLICIES = {
  createTemplate: new Set<Role>(['owner', 'admin', 'editor']),
  updateTemplate: new Set<Role>(['owner', 'admin', 'editor']),
  deleteTemplate: new Set<Role>(['owner', 'admin']),
  manageAccount: new Set<Role>(['owner', 'admin']),
} as const;

export type Policy = keyof typeof POLICIES;

export const POLICY_NAMES = Object.keys(POLICIES) as Policy[];

export function allows(role: Role, policy: Policy): boolean {
  return POLICIES[policy].has(role);
}

/** The policies a role passes, for clients that show only what the caller may do (the Studio). */
export function policiesOf(role: Role): Policy[] {
  return POLICY_NAMES.filter((policy) => allows(role, policy));
}

/** The lower of a key's role and its user's: a key never outranks the person it was made for. */
export function effectiveRole(userRole: Role, keyRole: Role | null): Role {
  if (keyRole === null) return userRole;
  return ROLES.indexOf(keyRole) > ROLES.indexOf(userRole) ? keyRole : userRole;
}
