import type { Caller } from '../accounts/caller.js';
import type { Db } from '../db/database.js';
import type { Media } from '../generated/prisma/client.js';
import { displayName } from '../storage/display-name.js';
import { newFileKey, type Storage } from '../storage/storage.js';
import { ConflictError } from '../errors/conflict-error.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { convertImage, MAX_UPLOAD_BYTES, TOO_LARGE, type ConvertedImage } from './image-upload.js';

const MEDIA_PER_PAGE = 12;

export interface MediaPage {
  items: Media[];
  currentPage: number;
  perPage: number;
  lastPage: number;
  total: number;
}

/** The media library: images uploaded once, converted, and used in templates and variants by their src. */
export class MediaService {
  constructor(private readonly d: { prisma: Db; storage: Storage }) {}

  async upload(caller: Caller, file: File | null | undefined): Promise<Media> {
    if (!file) throw ValidationError.of('file', 'The file field is required.');
    if (file.size > MAX_UPLOAD_BYTES) throw ValidationError.of('file', TOO_LARGE);
    return this.store(caller, await convertImage(Buffer.from(await file.arrayBuffer())), file.name);
  }

  /** A checked image (checkStoredImage) in the account's library: the item it has with the same bytes, else a new one. */
  async adopt(caller: Caller, image: ConvertedImage, fileName: string): Promise<Media> {
    const sameSize = await this.d.prisma.media.findMany({
      where: { accountId: caller.accountId, bytes: image.data.length },
      orderBy: { id: 'asc' },
    });
    for (const m of sameSize) if ((await this.d.storage.read(m.mediaKey))?.equals(image.data)) return m;
    return this.store(caller, image, fileName);
  }

  private async store(caller: Caller, image: ConvertedImage, fileName: string): Promise<Media> {
    const mediaKey = newFileKey('media', image.extension);
    await this.d.storage.put(mediaKey, image.data);
    return this.d.prisma.media.create({
      data: {
        accountId: caller.accountId,
        fileName: displayName(fileName, `image.${image.extension}`),
        mediaKey,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.data.length,
      },
    });
  }

  /**
   * Deletes an image and its file. Refused while a published template uses it, naming them (drafts
   * do not count, as for fonts: a draft that still shows it loses the image).
   */
  async delete(caller: Caller, id: number): Promise<void> {
    const media = await this.d.prisma.media.findFirst({ where: { id, accountId: caller.accountId } });
    if (!media) throw new NotFoundError();
    // A design names the file by its reference, `/files/<key>` (storage/file-addresses.ts), or an older absolute URL ending so.
    const users = await this.d.prisma.$queryRaw<{ uuid: string; title: string }[]>`
      SELECT "uuid", "title" FROM "templates" WHERE "account_id" = ${caller.accountId} AND strpos("layers"::text, ${'/files/' + media.mediaKey}) > 0 ORDER BY "id"`;
    if (users.length > 0) {
      const names = users.map((t) => `"${t.title}" (${t.uuid})`).join(', ');
      throw new ConflictError(
        `The image is used by published templates: ${names}. Remove it from their designs first.`,
      );
    }
    await this.d.prisma.media.delete({ where: { id: media.id } });
    await this.d.storage.delete(media.mediaKey);
  }

  /** Newest first; a page past the last is empty. */
  async page(caller: Caller, page: number): Promise<MediaPage> {
    const where = { accountId: caller.accountId };
    const currentPage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
    const total = await this.d.prisma.media.count({ where });
    const lastPage = Math.max(1, Math.ceil(total / MEDIA_PER_PAGE));
    const items =
      currentPage > lastPage
        ? []
        : await this.d.prisma.media.findMany({
            where,
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            skip: (currentPage - 1) * MEDIA_PER_PAGE,
            take: MEDIA_PER_PAGE,
          });
    return { items, currentPage, perPage: MEDIA_PER_PAGE, lastPage, total };
  }
}
