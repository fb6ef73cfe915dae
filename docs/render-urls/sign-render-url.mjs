// Signs a Snapforge render URL (docs/api.md, "Render URLs"). Node 18+, no dependencies.
// As a command: node sign-render-url.mjs KEY BASE_URL TEMPLATE_UUID FORMAT [name=value ...]
import { createHmac } from 'node:crypto';
import { argv } from 'node:process';
import { pathToFileURL } from 'node:url';

// RFC 3986: everything but A-Z a-z 0-9 - . _ ~ is percent-encoded (encodeURIComponent leaves !'()* alone).
const encode = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
const order = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** params: [[name, value], ...] or {name: value}: `{layer}` for content, `{layer}.hidden`, `transparent`, `expires` (unix seconds). */
export function signRenderUrl(key, baseUrl, templateUuid, format, params) {
  const path = `/api/v1/render/${templateUuid}.${format}`;
  const query = (Array.isArray(params) ? params : Object.entries(params))
    .map(([name, value]) => [encode(String(name)), encode(String(value))])
    .sort(([n1, v1], [n2, v2]) => order(n1, n2) || order(v1, v2))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const s = createHmac('sha256', key).update(`${path}?${query}`).digest('hex');
  return `${baseUrl}${path}?${query ? `${query}&` : ''}s=${s}`;
}

if (import.meta.url === pathToFileURL(argv[1]).href) {
  const [key, baseUrl, templateUuid, format, ...pairs] = argv.slice(2);
  console.log(signRenderUrl(key, baseUrl, templateUuid, format, pairs.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)])));
}
