/**
 * Where the REST API is mounted, under PUBLIC_URL. The composition root (src/server/app.ts, src/cli.ts)
 * reads it and hands `PUBLIC_URL + REST_PATH` to the services that write REST links (batch status
 * URLs, form URLs), so domain code never imports the adapter. Its own file: the CLI reads it
 * without loading the HTTP stack.
 */
export const REST_PATH = '/api/v1';
