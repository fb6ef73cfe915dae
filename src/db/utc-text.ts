/**
 * A `timestamp` column read as text (`"column"::text`), taken as UTC: the columns hold UTC by
 * convention, as Prisma writes and reads them. Raw reads on hot paths decode them here.
 */
export const fromUtcText = (text: string): Date => new Date(`${text.replace(' ', 'T')}Z`);
