import { z } from 'zod';

/**
 * A design bundle: a ZIP holding `snapforge-template.json` (this manifest), the images its layers
 * use under `media/`, and the account fonts its text names under `fonts/`. An image layer's
 * `image_url` that is one of the bundle's files reads `bundle:media/<name>`.
 */
export const MANIFEST = 'snapforge-template.json';
export const BUNDLE_URL = 'bundle:';
export const BUNDLE_CONTENT_TYPE = 'application/zip';

// Bounds of an import, checked before anything is stored. A design with many photos fits; a ZIP bomb does not.
export const MAX_BUNDLE_BYTES = 64 * 1024 * 1024;
export const MAX_ENTRIES = 300;
export const MAX_ENTRY_BYTES = 25 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 128 * 1024 * 1024;

const file = z.strictObject({
  path: z.string().regex(/^(media|fonts)\/[\w.-]{1,100}$/),
  file_name: z.string().max(255),
});

export const manifestSchema = z.object({
  format: z.literal('snapforge-template'),
  version: z.literal(1),
  template: z.object({
    title: z.unknown(),
    size: z.unknown(),
    width: z.unknown(),
    height: z.unknown(),
    background_color: z.unknown(),
    layers: z.unknown(),
    /** An animated design's motion (issue 41); absent from a still one's and from older bundles. */
    animation: z.unknown().optional(),
    /** Other sizes and message catalogs (issue 42); absent when the design has none, and from older bundles. */
    sizes: z.unknown().optional(),
    locales: z.unknown().optional(),
    /** A print template's PDF defaults; absent when it has none, and from older bundles. */
    print: z.unknown().optional(),
  }),
  media: z.array(file).max(MAX_ENTRIES),
  fonts: z.array(file).max(MAX_ENTRIES),
});

export type Manifest = z.output<typeof manifestSchema>;
export type BundleFile = Manifest['media'][number];
