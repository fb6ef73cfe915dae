import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { restApiDocument } from '../../rest-adapter/openapi/rest-api-document.js';
import { REST_PATH } from '../../rest-adapter/rest-path.js';
import { outsideRoutes, routes } from '../../src/server/rest-route-index.js';
import { schema } from '../../src/server/schema.js';

type Document = ReturnType<typeof restApiDocument>;
interface HeaderObject {
  required?: boolean;
  $ref?: string;
}
interface Operation {
  responses: Record<string, { headers?: Record<string, HeaderObject>; content?: Record<string, unknown> }>;
}

/** Headers of the transport (and CORS, Express's ETag), which the document does not list. */
const TRANSPORT =
  /^(content-type|content-length|date|connection|keep-alive|transfer-encoding|vary|etag|access-control-.*)$/;

interface Received {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * Checks one response of /api/v1 against the OpenAPI document: its path and method are documented,
 * its status is, every header it sends beyond the transport's is (and every required one is sent),
 * its media type is, and a JSON body validates (objects admit no field the document does not list).
 * Returns what is wrong, or [] when it conforms. Other paths (GraphQL, Studio, files) are not its concern.
 */
export function openApiChecker(document: Document = restApiDocument(schema, routes, outsideRoutes)) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, 'openapi.json');
  // Literal paths before parameters, as the router matches them.
  const paths = Object.keys(document.paths)
    .map((p) => ({
      p,
      re: new RegExp(`^${p.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+?')}$`),
      params: p.split('{').length,
    }))
    .sort((a, b) => a.params - b.params);
  const pointer = (...parts: string[]) =>
    'openapi.json#/' + parts.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

  return (r: Received): string[] => {
    const url = new URL(r.path, 'http://x');
    if (!url.pathname.startsWith(`${REST_PATH}/`) || r.method === 'OPTIONS' || r.method === 'HEAD') return [];
    const method = r.method.toLowerCase();
    const at = paths.find(
      ({ p, re }) => re.test(url.pathname) && (document.paths as Record<string, Record<string, unknown>>)[p][method],
    );
    const where = `${r.method} ${url.pathname} → ${r.status}`;
    if (!at) return r.status === 404 || r.status === 405 ? [] : [`${where}: no documented operation`];
    const op = (document.paths as Record<string, Record<string, Operation>>)[at.p][method];
    const res = op.responses[String(r.status)];
    if (!res) return [`${where}: status ${r.status} is not documented (${Object.keys(op.responses).join(', ')})`];
    const problems: string[] = [];
    const documented = Object.fromEntries(Object.entries(res.headers ?? {}).map(([k, h]) => [k.toLowerCase(), h]));
    for (const name of r.headers.keys())
      if (!TRANSPORT.test(name) && !documented[name]) problems.push(`${where}: header ${name} is not documented`);
    const headerOf = (h: HeaderObject): HeaderObject =>
      h.$ref ? (document.components.headers as Record<string, HeaderObject>)[h.$ref.split('/').at(-1)!] : h;
    for (const [name, h] of Object.entries(documented))
      if (headerOf(h).required && !r.headers.has(name)) problems.push(`${where}: header ${name} is missing`);
    const type = r.headers.get('content-type')?.split(';')[0].trim();
    if (!res.content)
      return type && r.status !== 304 ? [...problems, `${where}: a body (${type}) where none is documented`] : problems;
    if (!type || !Object.hasOwn(res.content, type))
      return [...problems, `${where}: media type ${type} is not documented (${Object.keys(res.content).join(', ')})`];
    if (type !== 'application/json') return problems;
    const validate = ajv.getSchema(
      pointer('paths', at.p, method, 'responses', String(r.status), 'content', type, 'schema'),
    );
    if (!validate) return [...problems, `${where}: no schema`];
    if (!validate(r.body))
      problems.push(
        `${where}: the body does not match the document: ${ajv.errorsText(validate.errors, { separator: '; ' })}\n${JSON.stringify(r.body).slice(0, 600)}`,
      );
    return problems;
  };
}

let documented: ReturnType<typeof openApiChecker> | undefined;

/** Fails (throws) on a response the document does not describe: what `startTestApp`'s request() runs on each, and helpers that fetch by themselves. */
export function assertDocumented(r: Received): void {
  const problems = (documented ??= openApiChecker())(r);
  if (problems.length)
    throw new Error(`The response disagrees with the OpenAPI document (openapi.json):\n${problems.join('\n')}`);
}
