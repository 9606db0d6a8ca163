/**
 * A real HTTP server standing in for the API in unit tests, so the API client runs unchanged: each test
 * says what a route answers, and can read what was sent. The jsdom page is moved to the server's origin.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
export type ReceivedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

export type ApiTestServer = {
  /** Sets what `METHOD /api/path` answers from now on; unknown routes answer 404. */
  answer: (route: string, reply: Reply) => void;
  requests: ReceivedRequest[];
  close: () => Promise<void>;
};

export async function startApiTestServer(): Promise<ApiTestServer> {
  const replies = new Map<string, Reply>();
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '';
      requests.push({ method: request.method ?? '', url, headers: request.headers, body: Buffer.concat(chunks).toString() });
      const reply = replies.get(`${request.method} ${url.split('?')[0]}`) ?? { status: 404, body: { error: 'Not found' } };
      response.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
      response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({
    url: `http://127.0.0.1:${port}/dashboard`,
  });
  return {
    answer: (route, reply) => replies.set(route, reply),
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
