/**
 * The benchmark's HTTP client: Node's fetch (undici, keep-alive), signed in once with a bearer token.
 * Every call is timed from the client, body included, and a non-2xx answer is an error, never a sample.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type Answer = { status: number; body: unknown };

export class ApiClient {
  private bearer = '';

  /** The session's token, for what is not a JSON call (a live event stream). */
  get token(): string {
    return this.bearer;
  }

  constructor(readonly baseUrl: string) {}

  async signIn(username: string, password: string): Promise<void> {
    const answer = (await this.call('POST', '/api/auth/login', { username, password })) as { token?: string; data?: { token?: string } };
    const token = answer.token ?? answer.data?.token;
    if (!token) throw new Error(`Sign-in answered no token: ${JSON.stringify(answer).slice(0, 200)}`);
    this.bearer = token;
  }

  get(path: string): Promise<unknown> {
    return this.call('GET', path);
  }

  post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    return this.call('POST', path, body, headers);
  }

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    const text = await (await this.send(method, path, body, headers)).text();
    return text ? JSON.parse(text) : null;
  }

  /** A file's bytes (a ticket's PDF), read whole as a browser downloads it. */
  async getFile(path: string): Promise<Buffer> {
    return Buffer.from(await (await this.send('GET', path)).arrayBuffer());
  }

  private async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const isForm = body instanceof FormData;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    if (!response.ok) throw new ApiError(response.status, `${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    return response;
  }
}

/**
 * Waits for the server's first walk of the ticket chain (every link is checked at start, on the server's
 * own thread): the endpoints are timed on a server at work, not on one still checking its history.
 */
export async function chainWalked(client: ApiClient): Promise<void> {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const answer = (await client.get('/api/document-chain')) as { data: { state: string } };
    if (answer.data.state !== 'unchecked') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server had not walked its ticket chain 10 minutes after its start');
}
