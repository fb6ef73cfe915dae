import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server.js';
import { ROOT } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

const exec = promisify(execFile);
const PACKAGE = join(ROOT, 'clients/n8n');
const requireBuilt = createRequire(join(PACKAGE, 'package.json'));

type Json = Record<string, any>;
type Credentials = { url: string; token: string; webhookSecret?: string };

/**
 * n8n itself cannot run here (its install needs native builds), so these are the parts of n8n's
 * IExecuteFunctions / IWebhookFunctions the nodes call, implemented as n8n does: parameters per item, the
 * credential's `authenticate` headers applied to each request, full responses without throwing on a status.
 */
function resolveCredentialExpression(value: string, credentials: Credentials) {
  return value.replace(/^=/, '').replace(/\{\{\$credentials\.(\w+)\}\}/g, (_, key) => (credentials as Json)[key]);
}

async function httpRequest(options: Json, headers: Record<string, string> = {}) {
  const url = new URL((options.baseURL ?? '') + options.url);
  for (const [key, value] of Object.entries(options.qs ?? {})) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...headers,
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const raw = Buffer.from(await response.arrayBuffer());
  const kind = response.headers.get('content-type') ?? '';
  const body = options.encoding === 'arraybuffer' ? raw : kind.includes('json') ? JSON.parse(String(raw)) : String(raw);
  if (response.status >= 400 && !options.ignoreHttpStatusErrors) throw new Error(`Request failed: ${response.status}`);
  return options.returnFullResponse
    ? { statusCode: response.status, headers: Object.fromEntries(response.headers), body }
    : body;
}

describe('the n8n community node (clients/n8n)', () => {
  let t: TestApp;
  let token: string;
  let templateUuid: string;
  let pkg: Json;
  let credentialType: Json;
  let Snapforge: new () => Json;
  let SnapforgeTrigger: new () => Json;

  /** An IExecuteFunctions for one run of the Snapforge node over `items` (each: its parameters). */
  const execution = (items: Json[], credentials: Credentials, continueOnFail = false) => ({
    getInputData: () => items.map(() => ({ json: {} })),
    getNodeParameter(name: string, i: number, fallback?: unknown) {
      if (name in items[i]) return items[i][name];
      if (fallback !== undefined) return fallback;
      throw new Error(`Could not get parameter ${name}`);
    },
    getCredentials: async (type: string) => (expect(type).toBe(credentialType.name), credentials),
    continueOnFail: () => continueOnFail,
    getNode: () => ({ name: 'Snapforge', type: 'n8n-nodes-snapforge.snapforge' }),
    helpers: {
      async httpRequestWithAuthentication(type: string, options: Json) {
        expect(type).toBe(credentialType.name);
        const headers = Object.fromEntries(
          Object.entries(credentialType.authenticate.properties.headers as Record<string, string>).map(([k, v]) => [
            k,
            resolveCredentialExpression(v, credentials),
          ]),
        );
        return httpRequest(options, headers);
      },
      // n8n's in-memory binary data: base64 with its file name and type.
      prepareBinaryData: async (data: Buffer, fileName: string, mimeType: string) => ({
        data: data.toString('base64'),
        fileName,
        mimeType,
      }),
    },
  });
  const run = async (items: Json[], credentials: Credentials = { url: t.url, token }, continueOnFail = false) => {
    const node = new Snapforge();
    const [out] = await node.execute.call(execution(items, credentials, continueOnFail));
    return out as { json: Json; binary?: Json; pairedItem: { item: number } }[];
  };

  beforeAll(async () => {
    // The package's own build (tsc against n8n-workflow's real types), as `npm run build` in clients/n8n.
    await exec('npm', ['run', 'build'], { cwd: PACKAGE, timeout: 120_000 }).catch((e) => {
      throw new Error(`clients/n8n does not build (npm install --ignore-scripts in clients/n8n?):\n${e.stdout}`);
    });
    pkg = JSON.parse(await readFile(join(PACKAGE, 'package.json'), 'utf8'));
    // Loaded as n8n loads a community package: each file of its `n8n` section, the class named after the file.
    const load = (file: string) => requireBuilt(join(PACKAGE, file))[file.split('/').at(-1)!.split('.')[0]];
    credentialType = new (load(pkg.n8n.credentials[0]))();
    [Snapforge, SnapforgeTrigger] = pkg.n8n.nodes.map(load);

    t = await startTestApp('pglite', { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    ({ token } = await t.account({ credits: 30 }));
    const created = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'n8n card',
        width: 400,
        height: 200,
        layers: [{ layer: 'title', type: 'text', x: 20, y: 20, width: 360, height: 80, text: 'Hi', font_size: 32 }],
      },
    });
    expect(created.status).toBe(201);
    templateUuid = created.body.data.uuid;
  }, 180_000);
  afterAll(() => t?.close());

  it('is a package n8n installs: its name, keyword and `n8n` section, and no runtime dependency', async () => {
    expect(pkg.name).toBe('n8n-nodes-snapforge');
    expect(pkg.keywords).toContain('n8n-community-node-package');
    expect(pkg.n8n.n8nNodesApiVersion).toBe(1);
    expect(pkg.dependencies).toBeUndefined();
    expect(typeof Snapforge).toBe('function');
    expect(new Snapforge().description).toMatchObject({
      name: 'snapforge',
      credentials: [{ name: credentialType.name, required: true }],
    });
    expect(new SnapforgeTrigger().description.webhooks).toEqual([expect.objectContaining({ httpMethod: 'POST' })]);
    for (const file of [...pkg.n8n.nodes, ...pkg.n8n.credentials]) {
      const code = await readFile(join(PACKAGE, file), 'utf8');
      for (const [, module] of code.matchAll(/require\("([^"]+)"\)/g)) expect(module).toMatch(/^(\.|node:)/);
    }
    // What `npm pack` puts in the tarball n8n installs: every file the `n8n` section names, and the icon.
    const packed = JSON.parse((await exec('npm', ['pack', '--dry-run', '--json'], { cwd: PACKAGE })).stdout);
    const files = packed[0].files.map((f: { path: string }) => f.path);
    expect(files).toEqual(
      expect.arrayContaining([...pkg.n8n.nodes, ...pkg.n8n.credentials, 'dist/icons/snapforge.svg', 'package.json']),
    );
    // n8n's "Test" button for the credential: its request, with the key applied, answers 200; a wrong key 401.
    const test = credentialType.test.request;
    const testWith = (credentials: Credentials) =>
      httpRequest(
        {
          ...test,
          baseURL: resolveCredentialExpression(test.baseURL, credentials),
          returnFullResponse: true,
          ignoreHttpStatusErrors: true,
        },
        {
          Authorization: resolveCredentialExpression(
            credentialType.authenticate.properties.headers.Authorization,
            credentials,
          ),
        },
      );
    expect((await testWith({ url: t.url, token })).statusCode).toBe(200);
    expect((await testWith({ url: t.url, token: 'sf_wrong' })).statusCode).toBe(401);
  }, 60_000);

  it('renders a snap, lists templates and reads the snap back, one output item per input item', async () => {
    const [rendered] = await run([
      {
        operation: 'render',
        templateId: templateUuid,
        variants: '[{"layer": "title", "text": "From n8n"}]',
        format: 'png',
      },
    ]);
    expect(rendered.json).toMatchObject({ status: 'completed', template_id: templateUuid });
    expect(rendered.binary).toBeUndefined();

    // With "Download", the file comes along as the item's binary `data`, read from the credential's server.
    const [withFile] = await run([
      { operation: 'render', templateId: templateUuid, variants: [], format: 'png', download: true },
    ]);
    const file = withFile.binary!.data;
    expect(file).toMatchObject({ mimeType: 'image/png', fileName: withFile.json.media_url.split('/').at(-1) });
    const png = Buffer.from(file.data, 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([400, 200]);

    const listed = await run([{ operation: 'listTemplates', cursor: '' }]);
    expect(listed.map((item) => item.json.uuid)).toContain(templateUuid);

    const [read, again] = await run([
      { operation: 'getSnap', snapId: rendered.json.id },
      { operation: 'getSnap', snapId: rendered.json.id },
    ]);
    expect(read.json).toMatchObject({ id: rendered.json.id, media_url: rendered.json.media_url });
    expect([read.pairedItem.item, again.pairedItem.item]).toEqual([0, 1]);
  });

  it('runs a batch and waits for its end: every item completed', async () => {
    const items = ['Ada', 'Grace', 'Linus'].map((name) => ({
      identifier: name,
      variants: [{ layer: 'title', text: name }],
    }));
    const [batch] = await run([
      {
        operation: 'batch',
        templateId: templateUuid,
        items: JSON.stringify(items),
        waitForCompletion: true,
        pollSeconds: 0.2,
      },
    ]);
    expect(batch.json).toMatchObject({ status: 'completed', total_rows: 3, completed: 3 });
    expect(batch.json.items.map((item: Json) => [item.identifier, item.status])).toEqual([
      ['Ada', 'completed'],
      ['Grace', 'completed'],
      ['Linus', 'completed'],
    ]);
  });

  it("reports the API's refusal: the 422's message, or an error item with Continue On Fail", async () => {
    const bad = {
      operation: 'render',
      templateId: templateUuid,
      variants: [{ layer: 'title', color: 'not-a-colour' }],
      format: 'png',
    };
    const direct = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateUuid, variants: bad.variants },
    });
    expect(direct.status).toBe(422);
    await expect(run([bad])).rejects.toThrow(`Snapforge refused the request (422): ${direct.body.message}`);
    const [item] = await run([bad], { url: t.url, token }, true);
    expect(item.json).toMatchObject({ status: 422, errors: direct.body.errors });
    await expect(run([{ operation: 'getSnap', snapId: 'x' }], { url: t.url, token: 'sf_wrong' })).rejects.toThrow(
      '(401)',
    );
  });

  describe('the trigger', () => {
    let receiver: LoopbackServer;
    let secret: string;
    const started: Json[][] = [];
    const answers: { status: number; body: string }[] = [];

    beforeAll(async () => {
      secret = (await t.graphql('query { webhookSecret }', {}, token)).data.webhookSecret;
      // n8n's webhook server in small: the raw request handed to the trigger node through IWebhookFunctions.
      receiver = await startLoopbackServer((req: IncomingMessage, res: ServerResponse) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', async () => {
          let status = 200;
          const response = {
            status: (code: number) => ((status = code), response),
            json: (body: unknown) =>
              res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
          };
          const context = {
            getRequestObject: () => Object.assign(req, { rawBody: Buffer.concat(chunks) }),
            getResponseObject: () => response,
            getCredentials: async () => ({ url: t.url, token, webhookSecret: secret }),
            getNodeParameter: (name: string, fallback: unknown) => (name === 'events' ? ['snap.completed'] : fallback),
          };
          const result = await new SnapforgeTrigger().webhook.call(context);
          if (result.workflowData) started.push(result.workflowData[0].map((item: Json) => item.json));
          if (!result.noWebhookResponse) res.writeHead(200).end('Workflow was started');
        });
        const end = res.end.bind(res);
        res.end = ((...args: any[]) => (
          answers.push({ status: res.statusCode, body: String(args[0] ?? '') }),
          end(...args)
        )) as any;
      });
    });
    afterAll(() => receiver?.close());

    it('starts the workflow on the real server’s signed webhook, with the snap', async () => {
      const r = await t.request('POST', '/api/v1/snaps', {
        token,
        body: { template_id: templateUuid, async: true, webhook_url: `${receiver.url}webhook/snapforge` },
      });
      expect(r.status).toBe(202);
      await waitFor(() => started.length > 0, 30_000, 'the trigger to start the workflow');
      expect(started[0]).toEqual([
        expect.objectContaining({
          event: 'snap.completed',
          data: expect.objectContaining({ id: r.body.id, status: 'completed' }),
          webhook_id: expect.any(String),
        }),
      ]);
      expect(answers.at(-1)?.status).toBe(200);
    });

    it('refuses a forged webhook (another secret, a changed body, an old timestamp) and starts nothing', async () => {
      const before = started.length;
      const body = JSON.stringify({
        event: 'snap.completed',
        timestamp: new Date().toISOString(),
        data: { id: 'forged' },
      });
      const post = (payload: string, headers: Record<string, string>) =>
        fetch(`${receiver.url}webhook/snapforge`, { method: 'POST', headers, body: payload });
      const signed = (key: string, at = new Date(), payload = body) => ({
        'content-type': 'application/json',
        'webhook-id': 'msg_forged',
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(key).sign('msg_forged', at, payload),
      });
      const other = `whsec_${Buffer.from('not the account secret, 32 bytes').toString('base64')}`;
      const forgeries = [
        post(body, signed(other)),
        post(body.replace('forged', 'changed'), signed(secret)),
        post(body, signed(secret, new Date(Date.now() - 10 * 60_000))),
        post(body, { 'content-type': 'application/json' }),
      ];
      for (const answer of await Promise.all(forgeries)) {
        expect(answer.status).toBe(401);
        expect(await answer.json()).toEqual({ message: 'The webhook signature does not verify.' });
      }
      // The same body, signed with the account's secret now, does start it: the refusals were the signature's.
      expect((await post(body, signed(secret))).status).toBe(200);
      expect(started.length).toBe(before + 1);
      expect(started.at(-1)![0].data).toEqual({ id: 'forged' });
      // A genuine delivery of an event the trigger does not listen to ("Events": snap.completed) starts nothing.
      const failed = body.replace('snap.completed', 'snap.failed');
      expect((await post(failed, signed(secret, new Date(), failed))).status).toBe(200);
      expect(started.length).toBe(before + 1);
    });
  });
});
