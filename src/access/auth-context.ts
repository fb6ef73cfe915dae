import type { Role } from '../generated/prisma/enums.js';

/** Who is calling, resolved from a bearer token. */
export interface AuthContext {
  tokenId: number;
  abilities: string[];
  user: { id: number; email: string; name: string; role: Role };
  account: { id: number; name: string; company: string | null };
}
