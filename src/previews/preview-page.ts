import { escapeHtml } from '../net/escape-html.js';
import { htmlDocument } from '../net/html-document.js';
import type { Preview } from './preview-service.js';

/** The page loads nothing: the image is inline, and nothing else may run or be fetched. */
export const PREVIEW_PAGE_CSP =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export const previewImageUri = (p: Preview) => `data:${p.contentType};base64,${p.data.toString('base64')}`;

const STYLE = `
html, body { margin: 0; background: #eef0f3; color: #4b5563; font: 14px/1.4 system-ui, sans-serif; }
main { box-sizing: border-box; min-height: 100vh; padding: 24px; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px; }
img { display: block; max-width: 100%; height: auto; box-shadow: 0 1px 6px rgba(0, 0, 0, .25); }
`;

/** A preview as GraphQL's Preview reads it: what the REST preview endpoints' page is written from. */
interface PreviewData {
  templateTitle: string;
  width: number;
  height: number;
  /** The PNG (a GIF of an animated template) as a data: URI. */
  image: string;
}

/** The preview as a self-contained HTML document: the watermarked render, centred, at most its own size. */
export function previewPage(p: PreviewData): string {
  const title = escapeHtml(p.templateTitle);
  return htmlDocument({
    title: `Preview: ${p.templateTitle}`,
    style: STYLE,
    main: `<img src="${p.image}" width="${p.width}" height="${p.height}" alt="Preview of ${title}">
<p>Watermarked preview of “${title}”. Previews are free; render a snap for the final image.</p>`,
  });
}
