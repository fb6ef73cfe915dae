import type { Role } from '../generated/prisma/enums.js';
import type { EmbedGrant } from './embed-grant.js';

/** Who is calling, resolved from a bearer token. */
export interface AuthContext {
  tokenId: number;
  abilities: string[];
  user: { id: number; email: string; name: string; role: Role };
  account: { id: number; name: string; company: string | null };
  /** An embed token's caller: the embedded editor, limited to this grant (its abilities hold no API ability). */
  embed?: EmbedGrant;
}
