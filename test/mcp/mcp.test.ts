import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { CLI } from '../support/paths.js';

const TEMPLATE = {
  title: 'MCP card',
  width: 320,
  height: 160,
  layers: [{ layer: 'title', type: 'text', x: 10, y: 10, width: 300, height: 60, text: 'Hello' }],
};

/** A PNG's width and height, from its IHDR chunk (and the signature checked). */
function pngSize(base64: string) {
  const png = Buffer.from(base64, 'base64');
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

const textOf = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
const imageOf = (r: CallToolResult) => r.content.find((c) => c.type === 'image') as { data: string; mimeType: string };

type Connect = (token: string) => Promise<{ client: Client; close(): Promise<void> }>;

/** `snapforge mcp` as a child process driven by the SDK's client; stopped by its pid. */
const overStdio =
  (t: TestApp): Connect =>
  async (token) => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, 'mcp'],
      env: { ...(process.env as Record<string, string>), SNAPFORGE_URL: t.url, SNAPFORGE_TOKEN: token },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'snapforge-test', version: '1.0.0' });
    await client.connect(transport);
    const pid = transport.pid;
    return {
      client,
      async close() {
        await client.close();
        try {
          if (pid) process.kill(pid);
        } catch {
          // Already gone: closing the client ended it.
        }
      },
    };
  };

/** The server's /mcp endpoint driven by the SDK's client over Streamable HTTP. */
const overHttp =
  (t: TestApp): Connect =>
  async (token) => {
    const transport = new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    });
    const client = new Client({ name: 'snapforge-test', version: '1.0.0' });
    await client.connect(transport);
    return { client, close: () => client.close() };
  };

/** Issue 45, part 1: the MCP server, driven by the SDK's own client over both transports. */
describe.each(['stdio', 'http'] as const)('MCP over %s', (transportName) => {
  let t: TestApp;
  let token: string;
  let viewer: string;
  let template: string;
  let connect: Connect;
  let mcp: Awaited<ReturnType<Connect>>;
  let asViewer: Awaited<ReturnType<Connect>>;
  const call = (name: string, args: Record<string, unknown>, c = mcp) =>
    c.client.callTool({ name, arguments: args }) as Promise<CallToolResult>;
  const count = async (path: string) => {
    const body = (await t.request('GET', path, { token })).body;
    return (body.data ?? body.items).length as number;
  };

  beforeAll(async () => {
    t = await startTestApp('pglite');
    let email: string;
    ({ token, email } = await t.account({ credits: 50 }));
    const made = await t.graphql(`mutation { createApiKey(name: "assistant", role: viewer) { secret } }`, {}, token);
    viewer = made.data.createApiKey.secret;
    void email;
    template = (await t.request('POST', '/api/v1/templates', { token, body: TEMPLATE })).body.data.uuid;
    connect = transportName === 'stdio' ? overStdio(t) : overHttp(t);
    mcp = await connect(token);
    asViewer = await connect(viewer);
  }, 60_000);
  afterAll(async () => {
    await mcp?.close();
    await asViewer?.close();
    await t?.close();
  });

  it('lists its tools and the templates, as tools and as resources', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'batch_status',
      'create_template',
      'describe_template',
      'list_templates',
      'preview',
      'render_batch',
      'render_snap',
    ]);
    const listed = JSON.parse(textOf(await call('list_templates', {})));
    expect(listed.templates).toEqual([
      { uuid: template, title: 'MCP card', width: 320, height: 160, layers: ['title'] },
    ]);
    const described = JSON.parse(textOf(await call('describe_template', { template_id: template })));
    expect(described.layers).toEqual([{ layer: 'title', type: 'text', available_modifications: { text: 'Hello' } }]);

    const { resources } = await mcp.client.listResources();
    expect(resources).toEqual([
      expect.objectContaining({ uri: `snapforge://templates/${template}`, name: 'MCP card' }),
    ]);
    const read = await mcp.client.readResource({ uri: resources[0].uri });
    // The same template, but for its preview: the thumbnail made after publishing may have landed in between.
    const withoutPreview = ({ preview_url: _, ...rest }: Record<string, unknown>) => rest;
    expect(withoutPreview(JSON.parse((read.contents[0] as { text: string }).text))).toEqual(withoutPreview(described));
  });

  it('renders a snap: PNG image content that decodes, and the snap with its URL', async () => {
    const r = await call('render_snap', { template_id: template, variants: [{ layer: 'title', text: 'From MCP' }] });
    expect(r.isError).toBeFalsy();
    const image = imageOf(r);
    expect(image.mimeType).toBe('image/png');
    expect(pngSize(image.data)).toEqual([320, 160]);
    const snap = JSON.parse(textOf(r));
    expect(snap).toMatchObject({
      status: 'completed',
      template_id: template,
      media_url: expect.stringMatching(/\.png$/),
    });
    // The same snap the API stored, and the same bytes it serves.
    const stored = await t.request('GET', `/api/v1/snaps/${snap.id}`, { token });
    expect(stored.body.media_url).toBe(snap.media_url);
    const served = await fetch(t.url + new URL(snap.media_url).pathname);
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(image.data);
  });

  it('previews as an image, and renders a batch followed by batch_status', async () => {
    const preview = await call('preview', { template_id: template, variants: [{ layer: 'title', text: 'Soon' }] });
    expect(imageOf(preview).mimeType).toBe('image/png');
    expect(pngSize(imageOf(preview).data)).toEqual([320, 160]);

    const items = ['Ada', 'Grace', 'Linus'].map((name) => ({ variants: [{ layer: 'title', text: name }] }));
    const started = JSON.parse(textOf(await call('render_batch', { template_id: template, items })));
    expect(started).toMatchObject({ uuid: expect.any(String), total_rows: 3 });
    let status: any;
    for (let i = 0; i < 300; i++) {
      status = JSON.parse(textOf(await call('batch_status', { batch_uuid: started.uuid })));
      if (status.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toMatchObject({ status: 'completed', completed: 3, failed: 0 });
  });

  it("a bad argument comes back as the API's 422 message, and nothing is rendered", async () => {
    const body = { template_id: template, variants: [{ layer: 'title', color: 'not-a-colour' }] };
    const direct = await t.request('POST', '/api/v1/snaps', { token, body });
    expect(direct.status).toBe(422);
    const before = await count('/api/v1/snaps');
    const r = await call('render_snap', body);
    expect(r.isError).toBe(true);
    expect(textOf(r).split('\n')[0]).toBe(direct.body.message);
    expect(JSON.parse(textOf(r).slice(textOf(r).indexOf('\n') + 1))).toEqual({ errors: direct.body.errors });
    expect(await count('/api/v1/snaps')).toBe(before);
  });

  it('a viewer key reads but cannot use a tool that writes: the API refuses it', async () => {
    expect(JSON.parse(textOf(await call('list_templates', {}, asViewer))).templates).toHaveLength(1);
    const body = { title: 'Not mine to make', width: 100, height: 100, layers: [] };
    const direct = await t.request('POST', '/api/v1/templates', { token: viewer, body });
    expect(direct.status).toBe(403);
    const r = await call('create_template', { template: body }, asViewer);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(direct.body.message);
    expect(await count('/api/v1/templates')).toBe(1);
    // The same tool works for the owner's key: the refusal is the role's.
    const made = await call('create_template', { template: { ...body, title: 'Made by MCP' } });
    expect(made.isError).toBeFalsy();
    expect(await count('/api/v1/templates')).toBe(2);
  });

  it('refuses a call with 10 MB of arguments, or 3 MB, clearly, and renders nothing', async () => {
    const before = await count('/api/v1/snaps');
    const call = (mb: number) =>
      mcp.client
        .callTool({
          name: 'render_snap',
          arguments: { template_id: template, variants: [{ layer: 'title', text: 'x'.repeat(mb * 1024 * 1024) }] },
        })
        .then(
          (r) => textOf(r as CallToolResult),
          (e: Error) => e.message,
        );
    // Over HTTP, 10 MB meets the server's body budget first (its own refusal); stdio's is ours.
    expect(await call(10)).toMatch(
      transportName === 'stdio'
        ? /^MCP error -32600: The arguments are too large: at most 2 MB\.$/
        : /The request body is larger than 4 MB\./,
    );
    expect(await call(3)).toMatch(/The arguments are too large: at most 2 MB\./);
    expect(await count('/api/v1/snaps')).toBe(before);
    // The connection still serves.
    expect((await mcp.client.listTools()).tools.length).toBe(7);
  });
});

describe('MCP over HTTP without a valid key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('refuses no token and an unknown one with 401, as the API does', async () => {
    for (const headers of [{}, { authorization: 'Bearer sfp_not-a-key' }] as Record<string, string>[]) {
      const res = await fetch(`${t.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect((await res.json()).error.message).toBe('Unauthenticated.');
    }
  });
});
