import type { Role } from '../generated/graphql';

/** The account's roles, most powerful first (docs/api.md "Accounts, users and roles"), as a select lists them. */
export const ROLE_OPTIONS: { value: Role; label: string }[] = (['owner', 'admin', 'editor', 'viewer'] as const).map(
  (r) => ({ value: r, label: r }),
);
