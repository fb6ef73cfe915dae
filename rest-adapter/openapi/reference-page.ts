import { join } from 'node:path';
import express from 'express';
import { PROJECT_ROOT } from '../../src/project-root.js';

/** Where the API reference page is served. */
export const DOCS_PATH = '/docs';

// Scalar's standalone bundle, copied beside the built Studio by scripts/build-studio.js: the page loads
// nothing from elsewhere, and a production install (devDependencies pruned) keeps it.
const SCALAR_BUNDLE = join(PROJECT_ROOT, 'studio', 'dist', 'api-reference.js');

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
Scalar.createApiReference('#app', { url: ${JSON.stringify(documentUrl)}, withDefaultFonts: false, hideClientButton: true, showDeveloperTools: 'never', telemetry: false, agent: { disabled: true } });
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
