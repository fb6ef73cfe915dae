import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthContext } from '../access/auth-context.js';
import { authorizationError } from '../graphql/errors.js';
import { scopesOf } from '../graphql/scopes.js';
import { forwardingHeaders } from '../ops/forwarded-caller.js';
import { SnapforgeApi } from './api-client.js';
import { ARGUMENTS_TOO_LARGE, MAX_ARGUMENT_BYTES } from './argument-limit.js';
import { createMcpServer } from './mcp-server.js';

export const MCP_PATH = '/mcp';

/** A JSON-RPC error answer, as an MCP client reads a refusal of the transport. */
const refuse = (res: Response, status: number, message: string) =>
  res.status(status).json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });

const bodyErrors: ErrorRequestHandler = (err, _req, res, next) => {
  if (err?.type === 'entity.too.large') return refuse(res, 413, ARGUMENTS_TOO_LARGE);
  if (err?.type === 'entity.parse.failed') return refuse(res, 400, 'The request body is not valid JSON.');
  next(err);
};

/** This server as the request reached it: the tools call its API on the same socket's address. */
function ownAddress(req: Request) {
  const host = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${host.includes(':') ? `[${host}]` : host}:${req.socket.localPort}`;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The Streamable HTTP endpoint (stateless: a server and transport per request, JSON answers). The bearer
 * token is the API's (`identify` is the API's own authentication); the tools call the API with it, so the
 * key's role and abilities hold for every tool exactly as on REST and GraphQL.
 */
export function mcpEndpoint(identify: (authorization: string | undefined) => Promise<AuthContext | null>) {
  const router = express.Router();
  router.post('/', express.json({ limit: MAX_ARGUMENT_BYTES }), bodyErrors, async (req: Request, res: Response) => {
    const auth = await identify(req.headers.authorization);
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (!auth || !token) return refuse(res.set('WWW-Authenticate', 'Bearer'), 401, 'Unauthenticated.');
    if (!scopesOf(auth).api) return refuse(res, 403, authorizationError(auth).message);
    const server = createMcpServer(new SnapforgeApi(ownAddress(req), token, forwardingHeaders(req.ip ?? '')));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  // Stateless: no stream to open (GET) and no session to end (DELETE).
  router.all('/', (_req, res) => refuse(res.set('Allow', 'POST'), 405, 'Method not allowed: POST only.'));
  return router;
}
