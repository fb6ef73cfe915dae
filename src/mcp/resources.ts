import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { SnapforgeApi } from './api-client.js';
import { described } from './tools.js';

const TEMPLATE_URI = 'snapforge://templates/{uuid}';
const uriOf = (uuid: string) => TEMPLATE_URI.replace('{uuid}', uuid);

/** The account's templates as resources: each described as describe_template describes it (the first page listed). */
export function registerResources(server: McpServer, api: SnapforgeApi) {
  server.registerResource(
    'template',
    new ResourceTemplate(TEMPLATE_URI, {
      list: async () => {
        const page = await api.rest('GET', '/templates');
        return {
          resources: page.data.map((t: any) => ({
            uri: uriOf(t.uuid),
            name: t.title,
            description: `${t.width} x ${t.height}, layers: ${t.layers.map((l: any) => l.layer).join(', ')}`,
            mimeType: 'application/json',
          })),
        };
      },
    }),
    {
      title: 'Template',
      description: 'A template with its layers and what each accepts.',
      mimeType: 'application/json',
    },
    async (uri, { uuid }) => {
      const template = await api.rest('GET', `/templates/${encodeURIComponent(String(uuid))}`);
      return {
        contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(described(template), null, 2) }],
      };
    },
  );
}
