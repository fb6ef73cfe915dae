// The import rules of src/ and rest-adapter/, checked in `npm test` (test/foundation/import-rules.test.ts)
// and by hand with `npx depcruise src rest-adapter`. The layers, from the bottom:
// - infrastructure: what any service stands on, knowing nothing of what the service does.
// - design (src/design): the template design language, what a template may say and what it means; npm packages
//   and infrastructure only, so templates (which check designs) and render (which draws them) both stand on it.
// - capabilities: one folder per thing Snapforge does (render is the engine the others use);
//   each may use infrastructure and other capabilities. Its services speak neither GraphQL nor HTTP:
//   edge files in the folder do, graphql.ts (its GraphQL types and fields), rest-routes.ts
//   (its REST routes, each a GraphQL operation from its rest-operations.graphql) and rest-shapes.ts (the OpenAPI
//   shapes of its resources, where other capabilities' routes name them); cli.ts (its `snapforge` commands).
// - edges: the floor the APIs stand on (src/graphql: the builder, the Context type and what it holds, limits;
//   src/modules: the module type, the parts, their builder; the REST adapter's helpers), each capability's
//   graphql.ts, rest-routes.ts, rest-shapes.ts, module.ts and cli.ts (src/modules/cli: the command kit), the Studio's HTTP helpers.
// - the roof, src/server: schema assembly, Yoga, context building, the Express app, the REST router and its
//   route index, the Studio router, the composition root; and src/cli (the `snapforge` command: the process's own
//   commands, the table of everyone's, the dispatcher). Nothing else imports it.
const {
  INFRASTRUCTURE,
  DESIGN,
  CAPABILITIES,
  REST_ROUTES,
  MODULE_FILES,
  CLI_FILES,
  SERVER,
  ROOF,
} = require('./.dependency-layers.cjs');
// What a capability's rest-routes.ts builds its routes with: the route type, cursors, uploaded files, typed operations, OpenAPI shapes.
const REST_HELPERS = [
  '^rest-adapter/(route|cursor|multipart-body|generated/operations|openapi/(shapes|resources|route-doc))[.]ts$',
  // The capabilities' resource shapes, which several capabilities' routes name (a Snap, a Layer).
  '^src/[^/]+/rest-shapes[.]ts$',
];
const EDGES = ['^rest-adapter/', REST_ROUTES, '^src/studio/', '^src/cli/', CLI_FILES];
// The render engine's stages, from the bottom: a stage imports only the stages beneath it (src/render/README.md).
const RENDER_STAGES = ['fonts', 'base', 'text', 'codes', 'data', 'scene', 'encoders', 'backends', 'motion', 'run'];
const renderStageRules = RENDER_STAGES.slice(0, -1).map((stage, i) => ({
  name: `render-${stage}-imports-no-later-stage`,
  comment: `The render engine is built in stages (${RENDER_STAGES.join(', ')}); ${stage}/ imports none of the stages above it.`,
  severity: 'error',
  from: { path: `^src/render/${stage}/` },
  to: { path: `^src/render/(${RENDER_STAGES.slice(i + 1).join('|')})/` },
}));
const GRAPHQL = ['^src/graphql/', '^node_modules/(graphql|graphql-yoga|graphql-ws|graphql-scalars|@pothos/[^/]+)/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...renderStageRules,
    {
      name: 'no-circular',
      comment:
        'Modules that import each other (even only for types) cannot be read, tested or moved one at a time: ' +
        'put what both need beneath both, or pass it in.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'infrastructure-imports-no-capability',
      comment:
        'Infrastructure knows nothing of what the service does, so any capability can use it without a cycle: ' +
        'it takes plain values (names, numbers, callbacks) instead of capability types.',
      severity: 'error',
      from: { path: INFRASTRUCTURE },
      to: { path: [...DESIGN, ...CAPABILITIES] },
    },
    {
      name: 'design-imports-only-infrastructure',
      comment:
        'The design language (src/design) is the pure model beneath templates and render: schemas, formats, data. ' +
        'It imports npm packages and infrastructure, never a capability, an edge or the roof.',
      severity: 'error',
      from: { path: DESIGN },
      to: { path: [...CAPABILITIES, ...EDGES, ...ROOF, '^src/(graphql|modules)/'] },
    },
    {
      name: 'core-imports-no-edge',
      comment:
        'Infrastructure and capabilities are used by the APIs, never the reverse: they take what they need ' +
        'as arguments (not the whole Services), and never import the REST adapter, any REST routes, the Studio routes ' +
        "or the composition root. A capability's rest-routes.ts and rest-shapes.ts are edge files: rest-routes-use-only-rest-helpers governs them; " +
        'its module.ts is one too: it loads the rest-routes.ts and the graphql.ts; and its cli.ts, its `snapforge` commands.',
      severity: 'error',
      from: { path: [...INFRASTRUCTURE, ...CAPABILITIES], pathNot: [REST_ROUTES, MODULE_FILES, CLI_FILES] },
      to: { path: EDGES },
    },
    {
      name: 'server-is-the-roof',
      comment:
        'src/server assembles everything (schema, Yoga, the REST router, the Express app, the services): whatever it imports ' +
        'would import it back. Only src/server itself and the CLI import it; capabilities register with it through the floor.',
      severity: 'error',
      from: { pathNot: ROOF },
      to: { path: SERVER },
    },
    {
      name: 'rest-routes-use-only-rest-helpers',
      comment:
        "A capability's rest-routes.ts builds routes for the router (rest-adapter/routes.ts lists them) from the adapter's " +
        'route type, cursors, uploaded files, typed operations and resource shapes; it never imports the router, other REST routes, ' +
        'the Studio routes or the composition root, so it can be read (and moved) with its capability.',
      severity: 'error',
      from: { path: REST_ROUTES },
      to: { path: EDGES, pathNot: REST_HELPERS },
    },
    {
      name: 'graphql-only-in-edge-files',
      comment:
        "A capability's rules live in its services, which REST, jobs and the CLI use too; only its graphql.ts " +
        '(Pothos types and fields, GraphQL limits) and its rest-routes.ts (GraphQL operations; GraphQL budgets it shares) speak GraphQL. ' +
        'Infrastructure never does (events are src/events, not the GraphQL pubsub).',
      severity: 'error',
      from: { path: [...INFRASTRUCTURE, ...CAPABILITIES], pathNot: '/(graphql|rest-routes)[.]ts$' },
      to: { path: GRAPHQL },
    },
  ],
  options: {
    // Type-only imports are dependencies too: a type cycle is a design cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Prisma's generated client (everything imports it, it imports nothing of ours) and the unit tests
    // beside their modules (not part of the service).
    exclude: { path: ['^src/generated/', '[.]test[.]ts$'] },
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
