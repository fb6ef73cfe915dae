/** A refusal of the API, worded as the API words it (its `message`, and its field errors when it gave them). */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { errors?: Record<string, string[]> } }[];
}

/**
 * Snapforge's API as the MCP tools call it: REST (`/api/v1`) and GraphQL (`/graphql`) with one bearer token.
 * Every rule, refusal and message is the API's own: the tools add none. `snapforge mcp` points it at
 * SNAPFORGE_URL; the server's `/mcp` endpoint at itself, with the caller's own token.
 */
export class SnapforgeApi {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  private get headers() {
    return { ...this.extraHeaders, authorization: `Bearer ${this.token}`, accept: 'application/json' };
  }

  /** A REST call; the parsed answer, or an ApiRefusal carrying the API's message. */
  async rest<T = any>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers: body === undefined ? this.headers : { ...this.headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: any;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!res.ok) throw new ApiRefusal(res.status, parsed?.message ?? `HTTP ${res.status}`, parsed?.errors);
    return parsed as T;
  }

  /** A GraphQL operation; its data, or an ApiRefusal with the first error's message. */
  async graphql<T = any>(query: string, variables: Record<string, unknown>): Promise<T> {
    const res = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { ...this.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await res.json().catch(() => ({}))) as GraphQLAnswer<T>;
    const error = answer.errors?.[0];
    if (error) throw new ApiRefusal(res.status, error.message, error.extensions?.errors);
    if (!res.ok || !answer.data) throw new ApiRefusal(res.status, `HTTP ${res.status}`);
    return answer.data;
  }

  /**
   * A stored file's bytes, read from the server this client speaks to: a file's address is always
   * `<PUBLIC_URL>/files/<key>`, and PUBLIC_URL may be one this process cannot reach (a proxy's).
   */
  async file(address: string): Promise<{ bytes: Buffer; type: string }> {
    const { pathname } = new URL(address);
    const res = await fetch(`${this.baseUrl}${pathname}`);
    if (!res.ok) throw new ApiRefusal(res.status, `The file could not be read (HTTP ${res.status}).`);
    return {
      bytes: Buffer.from(await res.arrayBuffer()),
      type: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }
}
