import { createHash } from 'node:crypto';
import { escapeHtml } from '../net/escape-html.js';
import { htmlDocument } from '../net/html-document.js';
import type { SnapData } from '../snaps/snap-resource.js';
import { frameAncestorsDirective } from './frame-ancestors.js';

/** A field as the page needs it (the GraphQL `EmbeddedFormField`). */
export interface PageField {
  key: string;
  label: string;
  type: string;
  valueKey: string;
  current?: string | null;
}

/** A snap as the result page needs it. */
export type PageSnap = Pick<SnapData, 'status' | 'mediaUrl' | 'lastError' | 'templateTitle'>;

// The only style and script on these pages: allowed by their hashes, so no other inline code runs.
// `[hidden]` wins over `img { display: block }`: the preview stays out of sight until a file is chosen.
const STYLE = `
html, body { margin: 0; background: #f4f5f7; color: #1f2937; font: 16px/1.5 system-ui, sans-serif; }
main { box-sizing: border-box; max-width: 40rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.4rem; margin: 0 0 1rem; }
.field { margin: 0 0 1.1rem; }
label { display: block; font-weight: 600; margin-bottom: .3rem; }
input[type=text] { box-sizing: border-box; width: 100%; padding: .5rem; border: 1px solid #9ca3af; border-radius: 4px; font: inherit; }
input[type=color] { width: 4rem; height: 2.5rem; border: 1px solid #9ca3af; border-radius: 4px; }
.hint { margin: .2rem 0 0; font-size: .85rem; color: #4b5563; }
img { display: block; max-width: 100%; height: auto; margin: .5rem 0; box-shadow: 0 1px 4px rgba(0, 0, 0, .2); }
img.preview { max-height: 10rem; }
[hidden] { display: none !important; }
button, .button { display: inline-block; padding: .6rem 1.2rem; border: 0; border-radius: 4px; background: #1d4ed8; color: #fff; font: inherit; text-decoration: none; cursor: pointer; }
button:focus-visible, .button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.error { border-left: 4px solid #b91c1c; padding: .5rem 1rem; background: #fef2f2; }
`;

// Shows the chosen image next to its file field before anything is sent.
const SCRIPT = `
for (const input of document.querySelectorAll('input[type=file][data-preview]')) {
  input.addEventListener('change', () => {
    const img = document.getElementById(input.dataset.preview);
    const file = input.files[0];
    if (img.src) URL.revokeObjectURL(img.src);
    if (file) { img.src = URL.createObjectURL(file); img.hidden = false; } else { img.removeAttribute('src'); img.hidden = true; }
  });
}
`;

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/**
 * The pages' policy: our one style and script, images from this service (the rendered snaps, at
 * PUBLIC_URL), the chosen file's preview and the empty icon, posts to this service only; framed by the form's origins.
 */
export function formPageCsp(publicUrl: string, frameAncestors: string[]): string {
  const origin = new URL(publicUrl).origin;
  return [
    "default-src 'none'",
    `style-src ${hash(STYLE)}`,
    `script-src ${hash(SCRIPT)}`,
    `img-src 'self' ${origin} blob: data:`,
    `form-action 'self' ${origin}`,
    "base-uri 'none'",
    frameAncestorsDirective(frameAncestors),
  ].join('; ');
}

const document = (title: string, main: string) => htmlDocument({ title, style: STYLE, main, script: SCRIPT });

/** `#abc` and `#aabbcc` as a colour input takes them; anything else (a name, rgba) starts from black. */
function hexColour(colour: string | null | undefined): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour ?? '')?.[1];
  if (!hex) return '#000000';
  return `#${(hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex).toLowerCase()}`;
}

function fieldHtml(f: PageField, i: number): string {
  const id = `field-${i}`;
  const name = escapeHtml(`layers[${f.key}][${f.valueKey}]`);
  const label = `<label for="${id}">${escapeHtml(f.label)}</label>`;
  const hint = (text: string) => `<p class="hint" id="${id}-hint">${escapeHtml(text)}</p>`;
  const current = f.current ? escapeHtml(f.current) : '';
  switch (f.type) {
    case 'image':
      return `${label}<input type="file" id="${id}" name="${name}" accept="image/png,image/jpeg,image/webp,image/gif" aria-describedby="${id}-hint" data-preview="${id}-preview">
${hint('A PNG, JPEG, WebP or GIF image. Leave empty to keep the design’s image.')}<img id="${id}-preview" class="preview" alt="Preview of the chosen image" hidden>`;
    case 'empty':
      return `${label}<input type="color" id="${id}" name="${name}" value="${hexColour(f.current)}" aria-describedby="${id}-hint">${hint('Background colour.')}`;
    case 'qr_code':
      return `${label}<input type="text" id="${id}" name="${name}" placeholder="${current}" aria-describedby="${id}-hint">${hint('Content of the QR code, such as a link. Leave empty to keep the design’s.')}`;
    case 'barcode':
      return `${label}<input type="text" id="${id}" name="${name}" placeholder="${current}" aria-describedby="${id}-hint">${hint('Content of the barcode. Leave empty to keep the design’s.')}`;
    default:
      return `${label}<input type="text" id="${id}" name="${name}" placeholder="${current}" aria-describedby="${id}-hint">${hint('Leave empty to keep the design’s text.')}`;
  }
}

/** The form: a labelled field per configured layer, posting multipart to `action` (the signed URL it was served at). */
export function formPage(page: { title: string; fields: PageField[] }, action: string): string {
  const fields = page.fields.map((f, i) => `<div class="field">\n${fieldHtml(f, i)}\n</div>`).join('\n');
  return document(
    page.title,
    `<h1>${escapeHtml(page.title)}</h1>
<form method="post" enctype="multipart/form-data" action="${escapeHtml(action)}">
${fields}
<button type="submit">Create image</button>
</form>`,
  );
}

/** After a submission: each rendered image with a download link, or why it failed. */
export function resultPage(snaps: PageSnap[], back: string): string {
  const items = snaps.map((s) => {
    const title = escapeHtml(s.templateTitle ?? 'Image');
    if (s.status !== 'completed' || !s.mediaUrl) return `<section class="error"><h2>${title}</h2><p>${escapeHtml(s.lastError ?? 'This image could not be rendered.')}</p></section>`;
    const url = escapeHtml(s.mediaUrl);
    return `<section><h2>${title}</h2><img src="${url}" alt="Your image: ${title}"><p><a class="button" href="${url}" download>Download</a></p></section>`;
  });
  return document('Your image', `<h1>Your image is ready</h1>\n${items.join('\n')}\n<p><a href="${escapeHtml(back)}">Fill in the form again</a></p>`);
}

/** A refused request, in the same style: the message, each field's problem, and a way back. */
export function errorPage(error: { message: string; errors?: Record<string, string[]> }, back: string | null): string {
  const details = Object.entries(error.errors ?? {}).flatMap(([field, messages]) => messages.map((m) => `<li><code>${escapeHtml(field)}</code>: ${escapeHtml(m)}</li>`));
  return document(
    'The form could not be sent',
    `<h1>The form could not be sent</h1>
<div class="error" role="alert"><p>${escapeHtml(error.message)}</p>${details.length ? `<ul>${details.join('')}</ul>` : ''}</div>
${back ? `<p><a href="${escapeHtml(back)}">Back to the form</a></p>` : ''}`,
  );
}
