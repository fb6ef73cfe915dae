import { join } from 'node:path';
import express from 'express';
import { PROJECT_ROOT } from '../../src/project-root.js';

/** Where the API reference page is served. */
export const DOCS_PATH = '/docs';

// Scalar's standalone bundle, copied beside the built Studio by scripts/build-studio.js: the page loads
// nothing from elsewhere, and a production install (devDependencies pruned) keeps it.
const SCALAR_BUNDLE = join(PROJECT_ROOT, 'studio', 'dist', 'api-reference.js');

/**
 * Scalar's light theme with colours that pass WCAG AA (4.5:1 on its backgrounds): its greys, accent and method
 * colours were 3.2 to 4.3:1 (axe-core, test/foundation/docs-page.test.ts).
 */
const ACCESSIBLE_COLOURS = `.light-mode {
  --scalar-color-2: #595959;
  --scalar-color-3: #636363;
  --scalar-color-accent: #005ea8;
  --scalar-color-blue: #005ea8;
  --scalar-color-green: #17702e;
  --scalar-color-orange: #9a4a00;
  --scalar-color-yellow: #725600;
  --scalar-color-red: #b3261e;
  --scalar-color-purple: #6a3fa0;
}
.dark-mode {
  --scalar-color-red: #ff7b72;
}`;

/**
 * What axe-core finds in Scalar's markup that a theme cannot fix, fixed as the page draws (it draws sections as they
 * scroll into view): code-copy buttons with no name, and buttons whose name leaves out the text they show ("Show
 * More" named "Show all Batches endpoints"), which speech input users say to press them; and a tag's list of
 * endpoints that scrolls (Templates has more than its box shows), which a keyboard could not scroll.
 */
const ACCESSIBLE_NAMES = `new MutationObserver(() => {
  for (const b of document.querySelectorAll('button.scalar-code-copy:not([aria-label])')) b.setAttribute('aria-label', 'Copy code');
  for (const l of document.querySelectorAll('ul[aria-label$=" endpoints"]:not([tabindex])')) l.tabIndex = 0;
  for (const b of document.querySelectorAll('button[aria-label]')) {
    const text = b.textContent.trim(), label = b.getAttribute('aria-label');
    if (text && !label.toLowerCase().includes(text.toLowerCase())) b.setAttribute('aria-label', text + ': ' + label);
  }
}).observe(document.getElementById('app'), { subtree: true, childList: true, characterData: true });`;

const page = (documentUrl: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Snapforge REST API</title>
</head>
<body>
<div id="app"></div>
<script src="${DOCS_PATH}/scalar.js"></script>
<script>
Scalar.createApiReference('#app', { url: ${JSON.stringify(documentUrl)}, withDefaultFonts: false, hideClientButton: true, showDeveloperTools: 'never', telemetry: false, agent: { disabled: true }, forceDarkModeState: 'light', hideDarkModeToggle: true, customCss: ${JSON.stringify(ACCESSIBLE_COLOURS)} });
${ACCESSIBLE_NAMES}
</script>
</body>
</html>
`;

/** The API reference page of the OpenAPI document at `documentUrl`, and the script it runs. */
export function referencePage(documentUrl: string) {
  const router = express.Router();
  router.get('/', (_req, res) => res.type('html').set('Cache-Control', 'no-cache').send(page(documentUrl)));
  router.get('/scalar.js', (_req, res) => res.sendFile(SCALAR_BUNDLE, { maxAge: '1d' }));
  return router;
}
