import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { SnapforgeApi } from './api-client.js';
import { handled, jsonResult } from './tool-results.js';

// Arguments are checked by the API, not here: a tool's schema only says their shape, so that a bad
// value comes back as the API's own message (its 422), exactly as a REST client would read it.
const variants = z
  .array(z.record(z.string(), z.unknown()))
  .optional()
  .describe(
    'Per-layer changes, as in the REST API: `[{"layer": "title", "text": "Hello"}]`; each layer accepts the keys describe_template lists under available_modifications.',
  );
const templateId = z.string().describe('The template uuid (list_templates).');
const imageFormat = z.enum(['png', 'jpeg', 'webp']).optional().describe('The image format (default png).');

const PREVIEW = `query McpPreview($templateId: String, $variants: [VariantInput!]) {
  preview(templateId: $templateId, variants: $variants) { image width height }
}`;

/** REST's variant keys (`image_url`) as GraphQL's VariantInput names them (`imageUrl`). */
const camelVariant = (v: unknown) =>
  Object.fromEntries(
    Object.entries(v as Record<string, unknown>).map(([k, value]) => [
      k.replace(/_([a-z])/g, (_, c) => c.toUpperCase()),
      value,
    ]),
  );

/** A template as listed: enough to pick one. */
const listed = (t: any) => ({
  uuid: t.uuid,
  title: t.title,
  width: t.width,
  height: t.height,
  layers: (t.layers ?? []).map((l: any) => l.layer),
});

/** A template as described: each layer with what a variant may change on it. */
export const described = (t: any) => ({
  uuid: t.uuid,
  title: t.title,
  width: t.width,
  height: t.height,
  preview_url: t.preview_url,
  animated: !!t.animation,
  layers: (t.layers ?? []).map((l: any) => ({
    layer: l.layer,
    type: l.type,
    available_modifications: l.available_modifications ?? null,
  })),
});

/** An image as MCP image content, with its address and the rest of the answer as text. */
async function imageResult(api: SnapforgeApi, mediaUrl: string, about: unknown): Promise<CallToolResult> {
  const { bytes, type } = await api.file(mediaUrl);
  return {
    content: [
      { type: 'image', data: bytes.toString('base64'), mimeType: type.split(';')[0] },
      { type: 'text', text: JSON.stringify(about, null, 2) },
    ],
  };
}

/** Snapforge's tools, each one call (or two) of the API with the caller's token. */
export function registerTools(server: McpServer, api: SnapforgeApi) {
  registerSingleTools(server, api);
  registerBatchTools(server, api);
}

/** The templates, and one render or preview at a time. */
function registerSingleTools(server: McpServer, api: SnapforgeApi) {
  server.registerTool(
    'list_templates',
    {
      title: 'List templates',
      description: "The account's templates (uuid, title, size, layer names), a page at a time.",
      inputSchema: { cursor: z.string().optional().describe('next_cursor of the previous page.') },
      annotations: { readOnlyHint: true },
    },
    handled(async ({ cursor }: { cursor?: string }) => {
      const page = await api.rest('GET', `/templates${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      return jsonResult({ templates: page.data.map(listed), next_cursor: page.meta.next_cursor });
    }),
  );

  server.registerTool(
    'describe_template',
    {
      title: 'Describe a template',
      description:
        'A template with its layers and, for each, what a variant may change (available_modifications: the keys and their current values).',
      inputSchema: { template_id: templateId },
      annotations: { readOnlyHint: true },
    },
    handled(async ({ template_id }: { template_id: string }) =>
      jsonResult(described(await api.rest('GET', `/templates/${encodeURIComponent(template_id)}`))),
    ),
  );

  server.registerTool(
    'render_snap',
    {
      title: 'Render a snap',
      description:
        'Renders the template with the variants (1 credit) and returns the image, and the snap with its media_url.',
      inputSchema: { template_id: templateId, variants, format: imageFormat },
    },
    handled(async (args: { template_id: string; variants?: unknown[]; format?: string }) => {
      const snap = await api.rest('POST', '/snaps', args);
      return imageResult(api, snap.media_url, snap);
    }),
  );
}

/** A batch of renders, and following it. */
function registerBatchTools(server: McpServer, api: SnapforgeApi) {
  server.registerTool(
    'render_batch',
    {
      title: 'Render a batch',
      description:
        'Starts a batch of up to 100 snaps of one template, rendered in the background (1 credit each): follow it with batch_status.',
      inputSchema: {
        template_id: templateId,
        items: z
          .array(z.object({ identifier: z.string().optional(), variants }).catchall(z.unknown()))
          .describe('One item per snap.'),
        format: imageFormat,
      },
    },
    handled(async (args: { template_id: string; items: unknown[]; format?: string }) =>
      jsonResult(await api.rest('POST', '/snaps/batches', args)),
    ),
  );

  server.registerTool(
    'batch_status',
    {
      title: 'Batch status',
      description: "A batch's progress (completed, pending, failed of total_rows) and its items with their media_url.",
      inputSchema: { batch_uuid: z.string().describe('The uuid render_batch returned.') },
      annotations: { readOnlyHint: true },
    },
    handled(async ({ batch_uuid }: { batch_uuid: string }) =>
      jsonResult(await api.rest('GET', `/snaps/batches/${encodeURIComponent(batch_uuid)}`)),
    ),
  );

  server.registerTool(
    'preview',
    {
      title: 'Preview',
      description: 'A free, watermarked, unstored render of the template with the variants, as an image.',
      inputSchema: { template_id: templateId, variants },
      annotations: { readOnlyHint: true },
    },
    handled(async ({ template_id, variants }: { template_id: string; variants?: unknown[] }) => {
      const { preview } = await api.graphql(PREVIEW, {
        templateId: template_id,
        variants: variants?.map(camelVariant),
      });
      const [, mimeType, data] = /^data:([^;]+);base64,(.*)$/s.exec(preview.image) ?? [];
      return {
        content: [
          { type: 'image', data, mimeType },
          {
            type: 'text',
            text: JSON.stringify({ width: preview.width, height: preview.height, watermarked: true }),
          },
        ],
      };
    }),
  );

  server.registerTool(
    'create_template',
    {
      title: 'Create a template',
      description:
        'Creates a template from its JSON as POST /api/v1/templates takes it ({"title", "width", "height", "layers": [...]}: docs/rendering.md). Needs a key whose role may create templates.',
      inputSchema: { template: z.record(z.string(), z.unknown()).describe('The template JSON.') },
    },
    handled(async ({ template }: { template: Record<string, unknown> }) =>
      jsonResult(described(await api.rest('POST', '/templates', template))),
    ),
  );
}
