import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { SnapforgeApi } from './api-client.js';
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
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
    process.stdin.once('end', () => void server.close());
  });
  await server.connect(new StdioServerTransport());
  await closed;
}
