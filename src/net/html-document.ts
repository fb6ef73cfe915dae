import { escapeHtml } from './escape-html.js';

/**
 * A self-contained HTML5 page: the title (escaped here), one inline style, the body's markup inside
 * `<main>`, and an optional inline script at the end. Callers escape what they put in the body.
 * The empty inline icon keeps browsers from asking for a /favicon.ico the service does not have
 * (a 404 in the console of every site that embeds a form); the page's CSP must allow `img-src data:`.
 */
export function htmlDocument(p: { title: string; style: string; main: string; script?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(p.title)}</title>
<link rel="icon" href="data:,">
<style>${p.style}</style>
</head>
<body>
<main>
${p.main}
</main>
${p.script === undefined ? '' : `<script>${p.script}</script>\n`}</body>
</html>
`;
}
