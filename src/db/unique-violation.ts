import { Prisma } from '../generated/prisma/client.js';

/** A Prisma write refused by a unique index (P2002), on PGlite and PostgreSQL alike. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}
