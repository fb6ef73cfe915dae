/**
 * Where the REST API is mounted, under PUBLIC_URL. The server's infrastructure (src/server/infrastructure.ts)
 * and the CLI hand `apiUrlOf(PUBLIC_URL)` to the services that write REST links (batch status URLs, form
 * URLs), so domain code never imports the adapter. Its own file: the CLI reads it without loading the
 * HTTP stack.
 */
export const REST_PATH = '/api/v1';

/** The REST API's public address. */
export const apiUrlOf = (publicUrl: string) => publicUrl + REST_PATH;
