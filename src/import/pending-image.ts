import { convertImage, type ConvertedImage } from '../media/image-upload.js';
import { ValidationError } from '../errors/validation-error.js';
import type { PendingImage } from './draft-design.js';

const refuse = (message: string) => ValidationError.of('file', message);

/** A pending image checked as an upload is (render/base's SVG sanitiser for SVG), ready to store. */
export async function checkedImage(image: PendingImage): Promise<ConvertedImage> {
  try {
    if (image.kind === 'encoded') return await convertImage(Buffer.from(image.bytes));
    const { default: sharp } = await import('sharp');
    const data = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
      .png({ compressionLevel: 6 })
      .toBuffer();
    return { data, contentType: 'image/png', extension: 'png', width: image.width, height: image.height };
  } catch (e) {
    if (e instanceof ValidationError)
      throw refuse(`${image.fileName}: ${Object.values(e.errors).flat()[0] ?? e.message}`);
    throw e;
  }
}
