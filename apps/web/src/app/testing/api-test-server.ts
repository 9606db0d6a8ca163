/**
 * A real HTTP server standing in for the API in unit tests, so the API client runs unchanged: each test
 * says what a route answers, and can read what was sent. The jsdom page is moved to the server's origin.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
export type ReceivedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** A Server-Sent Events route: what is sent goes to every connection open on it. */
export type EventStream = {
  send: (event: string, data: unknown) => void;
  /** Ends every open connection, as a server restart would; the client may connect again. */
  end: () => void;
  connections: () => number;
};

export type ApiTestServer = {
  /** Sets what `METHOD /api/path` answers from now on; unknown routes answer 404. */
  answer: (route: string, reply: Reply) => void;
  /** Makes `GET /api/path` a Server-Sent Events stream. */
  stream: (path: string) => EventStream;
  requests: ReceivedRequest[];
  close: () => Promise<void>;
};

export async function startApiTestServer(): Promise<ApiTestServer> {
  const replies = new Map<string, Reply>();
  const streams = new Map<string, Set<ServerResponse>>();
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const listeners = streams.get(`${request.method} ${request.url?.split('?')[0]}`);
    if (listeners) {
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: '' });
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      response.flushHeaders();
      listeners.add(response);
      response.on('close', () => listeners.delete(response));
      return;
    }
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
    stream: (path) => {
      const listeners = new Set<ServerResponse>();
      streams.set(`GET ${path}`, listeners);
      return {
        send: (event, data) => {
          for (const response of listeners) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        end: () => {
          for (const response of listeners) response.end();
        },
        connections: () => listeners.size,
      };
    },
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
