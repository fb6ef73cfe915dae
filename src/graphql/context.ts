import type { AuthContext } from '../accounts/auth-context.js';
import { authenticate } from '../accounts/account-service.js';
import type { Services } from '../services.js';

export interface Context {
  services: Services;
  auth: AuthContext | null;
}

/** Resolves `Authorization: Bearer <token>`; anything else is anonymous. */
export async function buildContext(services: Services, authorization: string | null | undefined): Promise<Context> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const auth = match ? await authenticate(services.database.prisma, match[1]) : null;
  return { services, auth };
}
