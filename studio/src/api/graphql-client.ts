import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';

/** The API's own error: its message, code and, for bad input, the messages per field. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

// The session cookie is honoured only with this header, which a cross-site form cannot send.
const CSRF_HEADERS = { 'x-snapforge-csrf': '1' };

let onUnauthenticated = () => {};
/** Where the app goes when the session has ended (set once by the router). */
export const whenSignedOut = (go: () => void) => (onUnauthenticated = go);

const printed = new WeakMap<object, string>();
const source = (doc: TypedDocumentNode<any, any>) =>
  printed.get(doc) ?? (printed.set(doc, print(doc)), printed.get(doc)!);

let bearer: string | undefined;
/** The embedded editor: every request carries its embed token instead of the session cookie (set once at start). */
export const authorizeWith = (token: string) => void (bearer = token);

async function send<R>(body: BodyInit, headers: Record<string, string>): Promise<R> {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: bearer ? 'omit' : 'same-origin',
    headers: {
      ...CSRF_HEADERS,
      accept: 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...headers,
    },
    body,
  });
  const json = await res.json().catch(() => ({ errors: [{ message: `The server answered ${res.status}.` }] }));
  const error = json.errors?.[0];
  if (error) {
    const code = error.extensions?.code ?? 'INTERNAL_SERVER_ERROR';
    if (code === 'UNAUTHENTICATED') onUnauthenticated();
    throw new ApiError(error.message, code, error.extensions?.errors ?? {});
  }
  return json.data as R;
}

/** One query or mutation over HTTP. */
export function request<R, V>(doc: TypedDocumentNode<R, V>, variables?: V): Promise<R> {
  return send<R>(JSON.stringify({ query: source(doc), variables }), { 'content-type': 'application/json' });
}

/** A mutation with one File variable, as the GraphQL multipart request spec sends it. */
export function upload<R, V>(
  doc: TypedDocumentNode<R, V>,
  variables: V,
  fileVariable: keyof V & string,
  file: File,
): Promise<R> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: source(doc), variables: { ...variables, [fileVariable]: null } }));
  form.append('map', JSON.stringify({ 0: [`variables.${fileVariable}`] }));
  form.append('0', file);
  return send<R>(form, {});
}

let ws: Client | undefined;
/** Subscribes over graphql-ws (the session cookie authenticates it); returns the unsubscribe. */
export function subscribe<R, V>(
  doc: TypedDocumentNode<R, V>,
  variables: V,
  next: (data: R) => void,
  error: (e: Error) => void = () => {},
): () => void {
  ws ??= createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    retryAttempts: 5,
  });
  return ws.subscribe<R>(
    { query: source(doc), variables: variables as Record<string, unknown> },
    {
      next: (r) =>
        r.errors?.length
          ? error(new ApiError(r.errors[0].message, String(r.errors[0].extensions?.code ?? '')))
          : next(r.data as R),
      error: (e) => error(e instanceof Error ? e : new Error('The live connection failed.')),
      complete: () => {},
    },
  );
}

/** Saves bytes as the browser saves any download. */
export function saveFile(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/** A REST download (a batch's ZIP), with the session: saved under the name its Content-Disposition gives. */
export async function download(url: string): Promise<void> {
  // By its path: PUBLIC_URL may name another host than the one this page came from (a proxy, a test).
  const { pathname, search } = new URL(url, location.href);
  const res = await fetch(pathname + search, { credentials: 'same-origin', headers: CSRF_HEADERS });
  if (!res.ok)
    throw new ApiError(
      (await res.json().catch(() => ({}))).message ?? `The server answered ${res.status}.`,
      String(res.status),
    );
  const name = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  saveFile(await res.blob(), name ? decodeURIComponent(name) : 'download');
}

/** POST to the Studio's own auth endpoints. */
export async function authPost(path: string, body?: unknown): Promise<Response> {
  return fetch(`/studio/auth/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...CSRF_HEADERS, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
