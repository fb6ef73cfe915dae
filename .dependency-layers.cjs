// The layers of src/ and rest-adapter/, from the bottom, as path patterns: the import rules
// (.dependency-cruiser.cjs) are written with them, and test/foundation/import-rules.test.ts counts the
// imports that go up (docs/architecture.md names each one).
const INFRASTRUCTURE = [
  '^src/(access|db|errors|events|jobs|net|ops|storage|validation)/',
  '^src/(config|logger|project-root|request-log)[.]ts$',
];
// The template design language (issue 40 gathers it here): what a template may say and what it means,
// beneath both the templates that store it and the engine that draws it.
const DESIGN = ['^src/design/'];
const CAPABILITIES = [
  '^src/(accounts|batches|billing|collections|fonts|forms|housekeeping|idempotency|media|previews|render|render-requests|render-urls|screenshots|signatures|snaps|template-bundles|templates|webhooks|import|embeds)/',
];
// A capability's REST edge: its routes and the OpenAPI shapes of its resources, which other capabilities' routes name too.
const REST_ROUTES = '^src/[^/]+/rest-(routes|shapes)[.]ts$';
// A capability's module.ts: what the server builds of it and loads from it (its graphql.ts and rest-routes.ts).
const MODULE_FILES = '^src/[^/]+/module[.]ts$';
// A capability's cli.ts: its `snapforge` commands, built with the command kit (src/modules/cli); the roof's table lists them.
const CLI_FILES = '^src/[^/]+/cli[.]ts$';
const FLOOR = [
  '^src/graphql/',
  '^src/modules/',
  '^rest-adapter/',
  '^src/studio/',
  // MCP: tools and resources calling the API (REST and GraphQL) over HTTP, for stdio and /mcp.
  '^src/mcp/',
  '^src/[^/]+/(graphql|rest-routes|rest-shapes)[.]ts$',
  MODULE_FILES,
  CLI_FILES,
];
const SERVER = '^src/server/';
const ROOF = [SERVER, '^src/cli/'];

/** Bottom first; a file belongs to the first layer whose pattern matches it (an edge file matches before its capability). */
const LAYERS = [
  { name: 'roof', paths: ROOF },
  { name: 'edges', paths: FLOOR },
  { name: 'capabilities', paths: CAPABILITIES },
  { name: 'design', paths: DESIGN },
  { name: 'infrastructure', paths: INFRASTRUCTURE },
];

/** The height of a file: 0 for infrastructure up to 4 for the roof; -1 for a file outside the layers (packages). */
function layerOf(path) {
  const i = LAYERS.findIndex((l) => l.paths.some((p) => new RegExp(p).test(path)));
  return i < 0 ? -1 : LAYERS.length - 1 - i;
}

module.exports = { INFRASTRUCTURE, DESIGN, CAPABILITIES, REST_ROUTES, MODULE_FILES, CLI_FILES, SERVER, ROOF, layerOf };
