import type { Caller } from '../accounts/caller.js';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import type { AccountFont } from '../generated/prisma/client.js';
import { listFonts, textFontFamilies, uploadedFamilyNamed, type FontInfo } from '../render/index.js';
import { displayName } from '../storage/display-name.js';
import { newFileKey, type Storage } from '../storage/storage.js';
import { ConflictError } from '../errors/conflict-error.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { isUuid } from '../validation/uuid.js';
import { ValidationError } from '../errors/validation-error.js';
import { parseFontFile } from './font-file.js';
import type { ParsedFont } from './font-reader.js';
import { MAX_FONT_BYTES, TOO_LARGE } from './font-refusals.js';

/** A family `font_family` may name: bundled (with aliases and scripts) or the account's own (with its files). */
export interface FontFamilyInfo extends FontInfo {
  bundled: boolean;
  fonts: AccountFont[];
}

/** Fonts an account brings: checked, stored as OpenType, grouped into families by their own names. */
export class FontService {
  constructor(private readonly d: { prisma: Db; storage: Storage }) {}

  async upload(caller: Caller, file: File | null | undefined): Promise<AccountFont> {
    if (!file) throw ValidationError.of('file', 'The file field is required.');
    if (file.size > MAX_FONT_BYTES) throw ValidationError.of('file', TOO_LARGE);
    return this.store(caller, await parseFontFile(Buffer.from(await file.arrayBuffer())), file.name);
  }

  /**
   * A checked font (parseFontFile) kept as one of the account's faces. A face the account has already
   * (family, weight and style) is refused, or with `keepExisting` (an imported design) that face is used.
   */
  async store(caller: Caller, font: ParsedFont, fileName: string, { keepExisting = false } = {}): Promise<AccountFont> {
    const face = {
      accountId: caller.accountId,
      familyKey: font.family.toLowerCase(),
      weight: font.weight,
      style: font.style,
    };
    const taken = () =>
      ValidationError.of(
        'file',
        `The family "${font.family}" already has a ${font.weight} ${font.style} font: delete that one first.`,
      );
    const existing = () => this.d.prisma.accountFont.findUnique({ where: { accountId_familyKey_weight_style: face } });
    const found = await existing();
    if (found && keepExisting) return found;
    if (found) throw taken();
    const fileKey = newFileKey('fonts', font.extension);
    await this.d.storage.put(fileKey, font.data);
    try {
      return await this.d.prisma.accountFont.create({
        data: {
          ...face,
          family: font.family,
          fileName: displayName(fileName, `font.${font.extension}`),
          fileKey,
          bytes: font.data.length,
        },
      });
    } catch (e) {
      // The same face uploaded at the same moment: the other one was stored first (this file stays unreferenced, as after a crash).
      if (!isUniqueViolation(e)) throw e;
      const winner = keepExisting ? await existing() : null;
      if (winner) return winner;
      throw taken();
    }
  }

  /** The bundled families, then the account's own by name, each with its files. */
  async families(caller: Caller): Promise<FontFamilyInfo[]> {
    const fonts = await this.d.prisma.accountFont.findMany({
      where: { accountId: caller.accountId },
      orderBy: [{ family: 'asc' }, { weight: 'asc' }, { style: 'asc' }],
    });
    const byFamily = new Map<string, AccountFont[]>();
    for (const f of fonts) byFamily.set(f.family.toLowerCase(), [...(byFamily.get(f.family.toLowerCase()) ?? []), f]);
    const uploaded = [...byFamily.values()].map((files) => ({
      family: files[0].family,
      aliases: [],
      weights: [...new Set(files.map((f) => f.weight))],
      styles: [...new Set(files.map((f) => f.style))].sort(),
      scripts: [],
      bundled: false,
      fonts: files,
    }));
    return [...listFonts().map((f) => ({ ...f, bundled: true, fonts: [] })), ...uploaded];
  }

  /** Refused while a published template names the font's family (drafts do not count). */
  async delete(caller: Caller, id: string): Promise<void> {
    const accountId = caller.accountId;
    const font = isUuid(id)
      ? await this.d.prisma.accountFont.findFirst({ where: { id: id.toLowerCase(), accountId } })
      : null;
    if (!font) throw new NotFoundError();
    const users = await this.templatesUsing(accountId, font.family);
    if (users.length > 0) {
      const names = users.map((t) => `"${t.title}" (${t.uuid})`).join(', ');
      throw new ConflictError(
        `The font family "${font.family}" is used by published templates: ${names}. Change their font_family first.`,
      );
    }
    await this.d.prisma.accountFont.delete({ where: { id: font.id } });
  }

  private async templatesUsing(accountId: number, family: string): Promise<{ uuid: string; title: string }[]> {
    const names = new Set(
      (await this.d.prisma.accountFont.findMany({ where: { accountId }, select: { family: true } })).map((f) =>
        f.family.toLowerCase(),
      ),
    );
    const templates = await this.d.prisma.template.findMany({
      where: { accountId },
      select: { uuid: true, title: true, layers: true },
      orderBy: { id: 'asc' },
    });
    const wanted = family.toLowerCase();
    return templates.filter((t) => textFontFamilies(t.layers).some((f) => uploadedFamilyNamed(f, names) === wanted));
  }
}
