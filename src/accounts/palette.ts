import { z } from 'zod';
import type { PrismaClient } from '../generated/prisma/client.js';
import { cssColour } from '../design/css-colour.js';
import { fromZod } from '../validation/zod-errors.js';

/** Enough for a brand's colours and tints; the Studio shows them all beside each colour field. */
const MAX_COLOURS = 24;
const paletteSchema = z.array(cssColour).max(MAX_COLOURS);

export async function readPalette(prisma: PrismaClient, accountId: number): Promise<string[]> {
  const row = await prisma.account.findUnique({ where: { id: accountId }, select: { palette: true } });
  return row?.palette ?? [];
}

/** Replaces the account's palette; a colour that does not parse as CSS is refused at `colours.<index>` and nothing changes. */
export async function writePalette(prisma: PrismaClient, accountId: number, colours: string[]): Promise<string[]> {
  const parsed = paletteSchema.safeParse(colours);
  if (!parsed.success) throw fromZod(parsed.error, ['colours']);
  await prisma.account.update({ where: { id: accountId }, data: { palette: parsed.data } });
  return parsed.data;
}
