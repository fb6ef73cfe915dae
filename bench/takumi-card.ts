import { Renderer, type Node } from '@takumi-rs/core';
import bwipjs from 'bwip-js';
import QRCode from 'qrcode';
import { STANDARD_BODY, type StandardTexts } from './standard-card.js';

/**
 * The standard card (standard-card.ts) as a takumi node tree: the peer the issue-33 targets are
 * measured against (docs/performance.md). The codes are drawn per render as SVG images, the photo's
 * bytes are handed over once and decoded from takumi's own cache.
 */

export type TakumiFormat = 'jpeg' | 'png' | 'webp';

export const PHOTO = 'photo.jpg';

const at = (left: number, top: number, width: number, height: number) =>
  ({ position: 'absolute', left, top, width, height }) as const;

/** The card's node tree; `titleClass` names the title for a stylesheet (the motion section's animation). */
export async function card({ title, footer, qr, barcode }: StandardTexts, titleClass?: string): Promise<Node> {
  const qrSvg = await QRCode.toString(qr, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    type: 'container',
    style: { width: 1200, height: 630, backgroundColor: '#0f172a', fontFamily: 'Inter', display: 'flex' },
    children: [
      // Snapforge's cover puts focal_x 0.4 at the box's centre: the 840-pixel-wide photo moves 56 of
      // its 280 spare pixels left, which is CSS's object-position 20%.
      { type: 'image', src: PHOTO, style: { ...at(0, 0, 560, 630), objectFit: 'cover', objectPosition: '20% 50%' } },
      {
        type: 'container',
        style: { ...at(500, 50, 660, 530), backgroundColor: 'rgba(255,255,255,0.96)', borderRadius: 28 },
      },
      {
        type: 'text',
        text: title,
        ...(titleClass && { className: titleClass }),
        style: { ...at(548, 90, 564, 170), fontSize: 44, fontWeight: 700, lineHeight: 1.18, color: '#0f172a' },
      },
      {
        type: 'text',
        text: STANDARD_BODY,
        style: {
          ...at(548, 272, 564, 124),
          fontSize: 21,
          lineHeight: 1.4,
          color: '#334155',
          lineClamp: 4,
          textOverflow: 'ellipsis',
          overflow: 'hidden',
        },
      },
      {
        type: 'image',
        src: svg(
          bwipjs
            .toSVG({ bcid: 'code128', text: barcode, includetext: true })
            .replace('<svg', '<svg preserveAspectRatio="none"'),
        ),
        style: { ...at(548, 420, 300, 80), backgroundColor: '#fff' },
      },
      { type: 'image', src: svg(qrSvg), style: at(972, 400, 140, 140) },
      {
        type: 'text',
        text: footer,
        style: { ...at(548, 520, 400, 30), fontSize: 18, lineHeight: 1.2, color: '#64748b' },
      },
    ],
  };
}

const svg = (markup: string) => `data:image/svg+xml;utf8,${encodeURIComponent(markup)}`;

/** The files the card needs, from the checkout's root. */
export const TAKUMI_CARD_FILES = {
  photo: 'test/fixtures/render/photo.jpg',
  regular: 'node_modules/@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  bold: 'node_modules/@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
};

/** A takumi renderer with the card's fonts; `render(texts, format)` draws the card with a request's texts. */
export async function takumiCard(
  files: Record<keyof typeof TAKUMI_CARD_FILES, Buffer>,
): Promise<{ render(texts: StandardTexts, format: TakumiFormat): Promise<Buffer> }> {
  const renderer = new Renderer();
  await renderer.registerFont({ name: 'Inter', weight: 400, data: files.regular });
  await renderer.registerFont({ name: 'Inter', weight: 700, data: files.bold });
  const images = [{ src: PHOTO, data: files.photo }];
  return {
    // JPEG and WebP at Snapforge's quality 90 (WebP without a quality would be lossless).
    render: async (texts, format) =>
      renderer.render(await card(texts), {
        width: 1200,
        height: 630,
        images,
        ...(format === 'png' ? { format } : { format, quality: 90 }),
      }),
  };
}
