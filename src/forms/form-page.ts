import { createHash } from 'node:crypto';
import { escapeHtml } from '../net/escape-html.js';
import { htmlDocument } from '../net/html-document.js';
import type { SnapData } from '../snaps/snap-resource.js';
import { maxChars, required } from '../validation/sentences.js';
import { frameAncestorsDirective } from './frame-ancestors.js';

/** A field as the page needs it (the GraphQL `EmbeddedFormField`). */
export interface PageField {
  key: string;
  label: string;
  type: string;
  valueKey: string;
  current?: string | null;
  placeholder?: string | null;
  helpText?: string | null;
  required?: boolean;
  maxLength?: number | null;
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
img, video { display: block; max-width: 100%; height: auto; margin: .5rem 0; box-shadow: 0 1px 4px rgba(0, 0, 0, .2); }
img.preview { max-height: 10rem; }
[hidden] { display: none !important; }
button, .button { display: inline-block; padding: .6rem 1.2rem; border: 0; border-radius: 4px; background: #1d4ed8; color: #fff; font: inherit; text-decoration: none; cursor: pointer; }
button:focus-visible, .button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.error { border-left: 4px solid #b91c1c; padding: .5rem 1rem; background: #fef2f2; }
.field-error { margin: .2rem 0 0; color: #b91c1c; font-weight: 600; }
.required { color: #b91c1c; }
`;

// Shows the chosen image next to its file field before anything is sent. With script, the form
// checks its rules before it sends (the API's own sentences, from data attributes), sends as an API
// client (JSON answer) and puts each refusal beside its field; an accepted form shows the result
// page the API answers a browser. Without script, the browser's own checks and the HTML pages remain.
const SCRIPT = `
for (const input of document.querySelectorAll('input[type=file][data-preview]')) {
  input.addEventListener('change', () => {
    const img = document.getElementById(input.dataset.preview);
    const file = input.files[0];
    if (img.src) URL.revokeObjectURL(img.src);
    if (file) { img.src = URL.createObjectURL(file); img.hidden = false; } else { img.removeAttribute('src'); img.hidden = true; }
  });
}
// The result page's content, built from the answer's snaps (text as text, never as HTML).
function showResult(snaps) {
  const el = (tag, props, ...children) => {
    const e = Object.assign(document.createElement(tag), props);
    e.append(...children);
    return e;
  };
  const main = document.querySelector('main');
  main.replaceChildren(el('h1', { textContent: 'Your image is ready' }), ...snaps.map((s) => {
    const title = s.template_title || 'Image';
    if (s.status !== 'completed' || !s.media_url) return el('section', { className: 'error' }, el('h2', { textContent: title }), el('p', { textContent: s.last_error || 'This image could not be rendered.' }));
    // An MP4 (a form of an animated template) plays in a video element; GIF, APNG and WebP are images.
    const shown = /\.mp4$/.test(s.media_url)
      ? el('video', { src: s.media_url, controls: true, loop: true, muted: true, autoplay: true, playsInline: true, ariaLabel: 'Your video: ' + title })
      : el('img', { src: s.media_url, alt: 'Your image: ' + title });
    return el('section', {}, el('h2', { textContent: title }), shown, el('p', {}, el('a', { className: 'button', href: s.media_url, download: '', textContent: 'Download' })));
  }), el('p', {}, el('a', { href: location.href, textContent: 'Fill in the form again' })));
}
const form = document.querySelector('form[data-checked]');
if (form) {
  form.noValidate = true;
  const inputs = [...form.querySelectorAll('[data-key]')];
  const show = (input, message) => {
    const p = document.getElementById(input.id + '-error');
    p.textContent = message || '';
    p.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
  };
  const general = document.getElementById('form-error');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    general.hidden = true;
    let first = null;
    for (const input of inputs) {
      const empty = input.type === 'file' ? input.files.length === 0 : input.value.trim() === '';
      const long = input.maxLength > 0 && [...input.value].length > input.maxLength;
      const message = input.required && empty ? input.dataset.requiredMessage : long ? input.dataset.maxMessage : '';
      show(input, message);
      if (message && !first) first = input;
    }
    if (first) return first.focus();
    const res = await fetch(form.action, { method: 'POST', body: new FormData(form), headers: { accept: 'application/json' } });
    const body = await res.json().catch(() => ({ message: 'The form could not be sent.' }));
    if (res.ok) return showResult(Array.isArray(body) ? body : [body.data]);
    let placed = false;
    for (const [field, messages] of Object.entries(body.errors || {})) {
      const input = inputs.find((i) => field === 'layers.' + i.dataset.key || field.startsWith('layers.' + i.dataset.key + '.'));
      if (input) { show(input, messages.join(' ')); first = first || input; placed = true; }
    }
    if (!placed) { general.textContent = body.message; general.hidden = false; }
    if (first) first.focus();
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
    // A form of an animated template may render an MP4, played on the result page.
    `media-src 'self' ${origin}`,
    // The page's script sends the form itself, to put the API's messages beside their fields.
    `connect-src 'self' ${origin}`,
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
  const marker = f.required ? ' <span class="required" aria-hidden="true">*</span>' : '';
  const label = `<label for="${id}">${escapeHtml(f.label)}${marker}</label>`;
  const help = (fallback: string) =>
    `<p class="hint" id="${id}-hint">${escapeHtml(f.helpText ?? fallback)}</p><p class="field-error" id="${id}-error" hidden></p>`;
  // The API's own sentences, shown by the page's check before it sends.
  const rules = [
    `data-key="${escapeHtml(f.key)}" aria-describedby="${id}-hint ${id}-error"`,
    f.required ? `required data-required-message="${escapeHtml(required(f.label))}"` : '',
    f.maxLength && f.type !== 'image' && f.type !== 'empty'
      ? `maxlength="${f.maxLength}" data-max-message="${escapeHtml(maxChars(f.label, f.maxLength))}"`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const placeholder = escapeHtml(f.placeholder ?? f.current ?? '');
  const text = (fallback: string) =>
    `${label}<input type="text" id="${id}" name="${name}" placeholder="${placeholder}" ${rules}>${help(fallback)}`;
  switch (f.type) {
    case 'image':
      return `${label}<input type="file" id="${id}" name="${name}" accept="image/png,image/jpeg,image/webp,image/gif" ${rules} data-preview="${id}-preview">
${help(f.required ? 'A PNG, JPEG, WebP or GIF image.' : 'A PNG, JPEG, WebP or GIF image. Leave empty to keep the design’s image.')}<img id="${id}-preview" class="preview" alt="Preview of the chosen image" hidden>`;
    case 'empty':
      return `${label}<input type="color" id="${id}" name="${name}" value="${hexColour(f.current)}" ${rules}>${help('Background colour.')}`;
    case 'qr_code':
      return text('Content of the QR code, such as a link. Leave empty to keep the design’s.');
    case 'barcode':
      return text('Content of the barcode. Leave empty to keep the design’s.');
    case 'chart':
    case 'table':
      // Rows as CSV, the design's shown to start from.
      return `${label}<textarea id="${id}" name="${name}" rows="8" placeholder="${placeholder}" ${rules}></textarea>${help('Rows as CSV, a header row first. Leave empty to keep the design’s rows.')}`;
    default:
      return text(f.required ? '' : 'Leave empty to keep the design’s text.');
  }
}

/** The form: a labelled field per configured layer, posting multipart to `action` (the signed URL it was served at). */
export function formPage(page: { title: string; fields: PageField[] }, action: string): string {
  const fields = page.fields.map((f, i) => `<div class="field">\n${fieldHtml(f, i)}\n</div>`).join('\n');
  return document(
    page.title,
    `<h1>${escapeHtml(page.title)}</h1>
<form method="post" enctype="multipart/form-data" action="${escapeHtml(action)}" data-checked>
${fields}
<p class="error" id="form-error" role="alert" hidden></p>
<button type="submit">Create image</button>
</form>`,
  );
}

/** After a submission: each rendered image with a download link, or why it failed. */
export function resultPage(snaps: PageSnap[], back: string): string {
  const items = snaps.map((s) => {
    const title = escapeHtml(s.templateTitle ?? 'Image');
    if (s.status !== 'completed' || !s.mediaUrl)
      return `<section class="error"><h2>${title}</h2><p>${escapeHtml(s.lastError ?? 'This image could not be rendered.')}</p></section>`;
    const url = escapeHtml(s.mediaUrl);
    const shown = s.mediaUrl.endsWith('.mp4')
      ? `<video src="${url}" controls loop muted autoplay playsinline aria-label="Your video: ${title}"></video>`
      : `<img src="${url}" alt="Your image: ${title}">`;
    return `<section><h2>${title}</h2>${shown}<p><a class="button" href="${url}" download>Download</a></p></section>`;
  });
  return document(
    'Your image',
    `<h1>Your image is ready</h1>\n${items.join('\n')}\n<p><a href="${escapeHtml(back)}">Fill in the form again</a></p>`,
  );
}

/** A refused request, in the same style: the message, each field's problem, and a way back. */
export function errorPage(error: { message: string; errors?: Record<string, string[]> }, back: string | null): string {
  const details = Object.entries(error.errors ?? {}).flatMap(([field, messages]) =>
    messages.map((m) => `<li><code>${escapeHtml(field)}</code>: ${escapeHtml(m)}</li>`),
  );
  return document(
    'The form could not be sent',
    `<h1>The form could not be sent</h1>
<div class="error" role="alert"><p>${escapeHtml(error.message)}</p>${details.length ? `<ul>${details.join('')}</ul>` : ''}</div>
${back ? `<p><a href="${escapeHtml(back)}">Back to the form</a></p>` : ''}`,
  );
}
