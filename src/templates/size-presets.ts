/**
 * Canvas size presets: common publishing targets with their pixel size and a safe margin that keeps
 * text and logos clear of cropping, UI overlays and trimming. Every side is 1..4000 px, the template
 * API's limit; print formats that would exceed it at 300 DPI are kept at a lower DPI and say so.
 */

export interface SizePreset {
  size: string;
  name: string;
  platform: string;
  width: number;
  height: number;
  aspect_ratio: string;
  safe_margin_px: number;
}

type Platform = 'Social networks' | 'Web and email' | 'Display ads' | 'Print';

/** Largest term still readable as a ratio (`16:9`, `32:5`); beyond it `1.91:1` says more than `40:21`. */
const MAX_RATIO_TERM = 32;

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** `W:H` reduced, or the longer side relative to 1 rounded to two decimals (`1.91:1`, `1:1.41`). */
function aspectRatio(width: number, height: number): string {
  const d = gcd(width, height);
  const w = width / d;
  const h = height / d;
  if (w <= MAX_RATIO_TERM && h <= MAX_RATIO_TERM) return `${w}:${h}`;
  const decimal = (n: number) => String(Number(n.toFixed(2)));
  return width >= height ? `${decimal(width / height)}:1` : `1:${decimal(height / width)}`;
}

function preset(
  platform: Platform,
  size: string,
  label: string,
  width: number,
  height: number,
  safe_margin_px: number,
): SizePreset {
  return Object.freeze({
    size,
    name: `${label} (${width} × ${height})`,
    platform,
    width,
    height,
    aspect_ratio: aspectRatio(width, height),
    safe_margin_px,
  });
}

const social = (size: string, label: string, w: number, h: number, margin: number) =>
  preset('Social networks', size, label, w, h, margin);
const web = (size: string, label: string, w: number, h: number, margin: number) =>
  preset('Web and email', size, label, w, h, margin);
// IAB units sit in publisher slots, often with a 1 px border: 8 px keeps copy off it; tiny mobile banners get 5.
const ad = (size: string, label: string, w: number, h: number, margin = 8) =>
  preset('Display ads', size, label, w, h, margin);

const MM_PER_INCH = 25.4;
const PRINT_DPI = 300;
/** Each Print preset's physical size in points: a PDF of a template made from one has that page size. */
const PRINT_SIZES = new Map<string, { width: number; height: number }>();
const POINTS_PER_INCH = 72;

/**
 * Print sizes derive pixels from the physical size so the label and the pixels cannot disagree.
 * Default margin: 3 mm inside the trim line, the usual printer's tolerance for cutting drift.
 */
function print(
  size: string,
  label: string,
  physical: { w: number; h: number; unit: 'mm' | 'in' },
  options: { dpi?: number; marginMm?: number } = {},
): SizePreset {
  const dpi = options.dpi ?? PRINT_DPI;
  const points = physical.unit === 'mm' ? POINTS_PER_INCH / MM_PER_INCH : POINTS_PER_INCH;
  PRINT_SIZES.set(size, { width: physical.w * points, height: physical.h * points });
  const perUnit = physical.unit === 'mm' ? dpi / MM_PER_INCH : dpi;
  const width = Math.round(physical.w * perUnit);
  const height = Math.round(physical.h * perUnit);
  const margin = Math.ceil(((options.marginMm ?? 3) * dpi) / MM_PER_INCH);
  const dpiNote = dpi === PRINT_DPI ? '' : ` at ${dpi} DPI, scaled down as 300 DPI exceeds 4000 px`;
  return preset(
    'Print',
    size,
    `${label}, ${physical.w} × ${physical.h} ${physical.unit}${dpiNote}`,
    width,
    height,
    margin,
  );
}

// Desk-printed documents: office printers cannot reach the last ~4-6 mm (ISO) / the conventional 1/4 in (US).
const ISO_DOCUMENT_MARGIN_MM = 5;
const US_DOCUMENT_MARGIN_MM = 0.25 * MM_PER_INCH;

/** Ordered by platform; within duplicates of the same dimensions the first one is the canonical match. */
export const SIZE_PRESETS: readonly SizePreset[] = Object.freeze([
  // Profile grid shows a centred 3:4 crop (since 2025): (1080 - 1080 × 3/4) / 2 = 135 px per side.
  social('instagram-post', 'Instagram post', 1080, 1080, 135),
  // Same 3:4 grid crop is only (1080 - 1350 × 3/4) / 2 ≈ 34 px per side on 4:5.
  social('instagram-portrait', 'Instagram portrait post', 1080, 1350, 34),
  // Feed shows it whole; the grid crop is too severe to design around, so a plain 5% margin.
  social('instagram-landscape', 'Instagram landscape post', 1080, 566, 54),
  // Meta: keep ~14% (250 px) at top and bottom free of profile bar and reply field.
  social('instagram-story', 'Instagram story', 1080, 1920, 250),
  // Reels caption and action buttons reach higher: ~340 px at the bottom (250 at top).
  social('instagram-reel', 'Instagram Reel', 1080, 1920, 340),
  // Shared-image / link size; the feed shows it uncropped.
  social('facebook-post', 'Facebook post', 1200, 630, 40),
  // Mobile shows a centred 640:360 crop: 851 - 315 × 16/9 ≈ 291 px lost, 146 per side.
  social('facebook-cover', 'Facebook cover', 851, 315, 146),
  social('facebook-event-cover', 'Facebook event cover', 1920, 1005, 50),
  // Timeline shows 16:9 uncropped.
  social('x-post', 'X (Twitter) post', 1600, 900, 48),
  // Header is cropped ~60 px top and bottom on narrower viewports; the avatar covers the bottom left.
  social('x-header', 'X (Twitter) header', 1500, 500, 60),
  social('linkedin-post', 'LinkedIn post', 1200, 627, 40),
  // Avatar covers the bottom left and mobile crops the sides.
  social('linkedin-banner', 'LinkedIn profile banner', 1584, 396, 96),
  social('linkedin-company-cover', 'LinkedIn company page cover', 1128, 191, 24),
  // Save button and board overlays sit in the corners.
  social('pinterest-pin', 'Pinterest pin', 1000, 1500, 50),
  // Duration badge covers the bottom-right corner.
  social('youtube-thumbnail', 'YouTube thumbnail', 1280, 720, 64),
  // Only the centred 1546 × 423 area shows on every device: (1440 - 423) / 2 ≈ 509 px top and bottom.
  social('youtube-channel-art', 'YouTube channel art', 2560, 1440, 509),
  // Caption, sound ticker and action rail cover roughly the bottom quarter.
  social('tiktok-video', 'TikTok video', 1080, 1920, 480),

  // Link unfurlers (Slack, LinkedIn, iMessage) scale rather than crop at ~1.91:1; 5% keeps text off rounded corners.
  web('og-image', 'Open Graph image', 1200, 630, 60),
  web('x-summary-large-card', 'X (Twitter) summary large image card', 1200, 628, 60),
  web('blog-banner', 'Blog banner', 1200, 675, 60),
  // `background-size: cover` on a 1440 px viewport trims (1920 - 1440) / 2 = 240 px per side.
  web('website-hero', 'Website hero', 1920, 1080, 240),
  // 600 px is the de facto email body width; templates pad ~20 px.
  web('email-header', 'Email header', 600, 200, 20),
  web('email-header-2x', 'Email header, 2x for high-density screens', 1200, 400, 40),
  // iOS rounds the corners (~22% radius); 10% keeps artwork inside the mask.
  web('apple-touch-icon', 'Apple touch icon', 180, 180, 18),
  // Maskable icon safe zone: circle of radius 40%, so 10% from each edge.
  web('pwa-icon-maskable', 'PWA maskable icon', 512, 512, 51),

  // IAB fixed-size ad units (New Ad Portfolio and the widely sold legacy sizes).
  ad('iab-medium-rectangle', 'IAB medium rectangle', 300, 250),
  ad('iab-large-rectangle', 'IAB large rectangle', 336, 280),
  ad('iab-leaderboard', 'IAB leaderboard', 728, 90),
  ad('iab-super-leaderboard', 'IAB super leaderboard', 970, 90),
  ad('iab-billboard', 'IAB billboard', 970, 250, 10),
  ad('iab-wide-skyscraper', 'IAB wide skyscraper', 160, 600),
  ad('iab-skyscraper', 'IAB skyscraper', 120, 600),
  ad('iab-half-page', 'IAB half page', 300, 600, 10),
  ad('iab-portrait', 'IAB portrait', 300, 1050, 10),
  ad('iab-full-banner', 'IAB full banner', 468, 60, 5),
  ad('iab-square', 'IAB square', 250, 250),
  ad('iab-mobile-banner', 'IAB mobile banner', 320, 50, 5),
  ad('iab-smartphone-banner', 'IAB smartphone banner', 300, 50, 5),
  ad('iab-large-mobile-banner', 'IAB large mobile banner', 320, 100, 5),

  print('business-card-us', 'US business card', { w: 3.5, h: 2, unit: 'in' }),
  print('business-card-eu', 'European business card', { w: 85, h: 55, unit: 'mm' }),
  print('postcard-4x6', 'Postcard', { w: 6, h: 4, unit: 'in' }),
  print('invitation-5x7', 'Invitation card', { w: 5, h: 7, unit: 'in' }),
  print('a6-portrait', 'A6 portrait', { w: 105, h: 148, unit: 'mm' }),
  print('a5-portrait', 'A5 portrait', { w: 148, h: 210, unit: 'mm' }),
  print('a4-portrait', 'A4 portrait', { w: 210, h: 297, unit: 'mm' }, { marginMm: ISO_DOCUMENT_MARGIN_MM }),
  print('a4-landscape', 'A4 landscape', { w: 297, h: 210, unit: 'mm' }, { marginMm: ISO_DOCUMENT_MARGIN_MM }),
  print('us-letter-portrait', 'US letter portrait', { w: 8.5, h: 11, unit: 'in' }, { marginMm: US_DOCUMENT_MARGIN_MM }),
  print(
    'us-letter-landscape',
    'US letter landscape',
    { w: 11, h: 8.5, unit: 'in' },
    { marginMm: US_DOCUMENT_MARGIN_MM },
  ),
  print('flyer-half-letter', 'Half-letter flyer', { w: 5.5, h: 8.5, unit: 'in' }),
  // DL = one third of A4, the standard leaflet for DL envelopes.
  print('dl-flyer', 'DL flyer', { w: 99, h: 210, unit: 'mm' }),
  print('rack-card', 'Rack card', { w: 4, h: 9, unit: 'in' }),
  // Poster sizes at 300 DPI (A3 3508 × 4961, tabloid 3300 × 5100) exceed the 4000 px limit.
  print('a3-poster-200dpi', 'A3 poster', { w: 297, h: 420, unit: 'mm' }, { dpi: 200 }),
  print('tabloid-poster-200dpi', 'Tabloid poster', { w: 11, h: 17, unit: 'in' }, { dpi: 200 }),
  print('poster-18x24-150dpi', 'Poster', { w: 18, h: 24, unit: 'in' }, { dpi: 150 }),
]);

const BY_SIZE = new Map(SIZE_PRESETS.map((p) => [p.size, p]));

/** The page size in points of a Print preset; null for any other size (a screen design). */
export function printSize(size: string | null): { width: number; height: number } | null {
  return (size !== null && PRINT_SIZES.get(size)) || null;
}

export function findPreset(size: string): SizePreset | undefined {
  return BY_SIZE.get(size);
}

/** The first preset with exactly these dimensions, so catalogue order decides between duplicates. */
export function presetForDimensions(width: number, height: number): SizePreset | undefined {
  return SIZE_PRESETS.find((p) => p.width === width && p.height === height);
}
