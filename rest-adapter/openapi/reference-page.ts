import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express from 'express';

/** Where the API reference page is served. */
export const DOCS_PATH = '/docs';

// Scalar's standalone bundle, served from node_modules: the page loads nothing from elsewhere. The
// package exports no path to it; its stylesheet (exported) sits beside the browser folder. A build
// dependency, as the Studio's are: looked up on first use, so an install without it only loses /docs.
const scalarBundle = () => join(dirname(createRequire(import.meta.url).resolve('@scalar/api-reference/style.css')), 'browser/standalone.js');

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
  router.get('/scalar.js', (_req, res) => res.sendFile(scalarBundle(), { maxAge: '1d' }));
  return router;
}
