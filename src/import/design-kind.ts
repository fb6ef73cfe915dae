import { looksLikeSvg } from '../render/index.js';

/** The design files an import reads (docs/import.md). */
export const DESIGN_KINDS = ['svg', 'psd', 'figma'] as const;
export type DesignKind = (typeof DESIGN_KINDS)[number];

/** The kind of a design file by its bytes: a PSD's signature, a Figma file's JSON (or a ZIP of it and its images), SVG markup; undefined for none. */
export function sniffDesignKind(bytes: Uint8Array): DesignKind | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4096));
  if (head.toString('latin1', 0, 4) === '8BPS') return 'psd';
  if (head.toString('latin1', 0, 4) === 'PK\x03\x04') return 'figma';
  const text = head.toString('utf8').trimStart();
  if (text.startsWith('{')) return 'figma';
  if (looksLikeSvg(head)) return 'svg';
  return undefined;
}
