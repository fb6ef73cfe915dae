import type { AuthContext } from '../access/auth-context.js';
import type { DesignReader } from './design-reader.js';
import type { Services } from './services.js';

/** What every resolver gets; built per operation by the server (src/server/context.ts). */
export interface Context {
  services: Services;
  auth: AuthContext | null;
  /** Why a presented token was refused, when the server can say more than "Unauthenticated." (an expired embed token). */
  authRefusal?: string;
  /** The caller's IP address on /graphql (per-field budgets); absent for the REST adapter, whose routes count their own. */
  clientIp?: string;
  /** Templates' layers and drafts, read one at a time within the operation's response cap. */
  designs: DesignReader;
  /**
   * The caller's token or session read again from the database, never remembered: a subscription
   * open when a key is revoked or a member changes asks whether its caller still stands.
   */
  reauthenticate?: () => Promise<AuthContext | null>;
}
