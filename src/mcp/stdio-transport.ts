import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { SnapforgeApi } from './api-client.js';
import { ARGUMENTS_TOO_LARGE, MAX_ARGUMENT_BYTES } from './argument-limit.js';
import { LineLimit } from './line-limit.js';
import { createMcpServer } from './mcp-server.js';

/** What `snapforge mcp` reads from its environment. */
const MCP_ENV = { url: 'SNAPFORGE_URL', token: 'SNAPFORGE_TOKEN' } as const;

/**
 * `snapforge mcp`: an MCP server on stdin/stdout for a local assistant, calling the Snapforge server at
 * SNAPFORGE_URL with the API key SNAPFORGE_TOKEN (the key's role decides what the tools may do).
 * Resolves when the client closes stdin. Nothing but MCP messages is written to stdout.
 */
export async function serveMcpOverStdio(env: NodeJS.ProcessEnv): Promise<void> {
  const url = env[MCP_ENV.url]?.replace(/\/+$/, '');
  const token = env[MCP_ENV.token];
  if (!url || !token) throw new Error(`snapforge mcp needs ${MCP_ENV.url} and ${MCP_ENV.token} in its environment.`);
  const server = createMcpServer(new SnapforgeApi(url, token));
  // A message over the limit is answered here, its arguments never parsed (with room for the envelope).
  const input = process.stdin.pipe(
    new LineLimit(MAX_ARGUMENT_BYTES + 64 * 1024, (id) =>
      process.stdout.write(
        `${JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32600, message: ARGUMENTS_TOO_LARGE } })}\n`,
      ),
    ),
  );
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
    input.once('end', () => void server.close());
  });
  await server.connect(new StdioServerTransport(input, process.stdout));
  await closed;
}
