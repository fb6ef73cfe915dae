import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { PROJECT_ROOT } from '../project-root.js';
import type { SnapforgeApi } from './api-client.js';
import { registerResources } from './resources.js';
import { registerTools } from './tools.js';

const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };

/** Snapforge as an MCP server: its tools and resources, calling the API through `api`. */
export function createMcpServer(api: SnapforgeApi) {
  const server = new McpServer(
    { name: 'snapforge', version },
    { instructions: 'Render images from Snapforge templates: list_templates, describe_template, then render_snap.' },
  );
  registerTools(server, api);
  registerResources(server, api);
  return server;
}
