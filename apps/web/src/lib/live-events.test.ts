// @vitest-environment node
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followLiveEvents, type LiveEvent, type LiveEventsOptions } from './live-events';

/** A real HTTP server that plays one scripted stream per connection, as the API's live route would. */
type StreamServer = {
  url: string;
  /** What each connection gets, by its order; connections past the script get the last entry. */
  script: ((response: ServerResponse, request: IncomingMessage) => void)[];
  requests: IncomingMessage[];
  /** Connections the client has closed. */
  closed: number;
  close: () => Promise<void>;
};

async function startStreamServer(): Promise<StreamServer> {
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const play = stream.script[Math.min(stream.requests.length, stream.script.length - 1)];
    stream.requests.push(request);
    open.add(response);
    response.on('close', () => {
      open.delete(response);
      stream.closed += 1;
    });
    play?.(response, request);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const stream: StreamServer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/scales/1/live`,
    script: [],
    requests: [],
    closed: 0,
    close: () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return stream;
}

const eventStream = (response: ServerResponse) => response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });

let server: StreamServer;
let stop: (() => void) | undefined;
beforeEach(async () => {
  server = await startStreamServer();
});
afterEach(async () => {
  stop?.();
  await server.close();
});

/** Follows the test server's stream, recording what the client saw. */
function follow(overrides: Partial<LiveEventsOptions> = {}) {
  const seen = { events: [] as LiveEvent[], online: [] as boolean[], refused: [] as number[] };
  stop = followLiveEvents({
    url: server.url,
    headers: () => ({ Authorization: 'Bearer live-token', Accept: 'text/event-stream' }),
    onEvent: (event) => seen.events.push(event),
    onOnline: (online) => seen.online.push(online),
    onRefused: (response) => {
      seen.refused.push(response.status);
      return response.status >= 500;
    },
    silenceLimitMs: 5_000,
    reconnectDelaysMs: [20, 40],
    ...overrides,
  });
  return seen;
}

describe('followLiveEvents', () => {
  it('reads named events split across chunks, sending the bearer token', async () => {
    server.script = [
      (response) => {
        eventStream(response);
        response.write('retry: 1000\nevent: reading\ndata: {"weight_kg":');
        setTimeout(() => response.write('24680}\n\nevent: card\ndata: {"card_number":"0A1B"}\n'), 30);
        setTimeout(() => response.write('\nevent: heartbeat\ndata:\n\n'), 60);
      },
    ];
    const seen = follow();
    await expect.poll(() => seen.events.length).toBe(3);
    expect(seen.events).toEqual([
      { event: 'reading', data: '{"weight_kg":24680}' },
      { event: 'card', data: '{"card_number":"0A1B"}' },
      { event: 'heartbeat', data: '' },
    ]);
    expect(seen.online).toEqual([true]);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer live-token');
    expect(server.requests[0]?.headers.accept).toBe('text/event-stream');
  });

  it('connects again after a short wait when the server ends the stream, and says when it was offline', async () => {
    server.script = [
      (response) => {
        eventStream(response);
        response.end('event: reading\ndata: first\n\n');
      },
      (response) => {
        eventStream(response);
        response.write('event: reading\ndata: second\n\n');
      },
    ];
    const seen = follow();
    await expect.poll(() => seen.events.map((event) => event.data)).toEqual(['first', 'second']);
    expect(seen.online).toEqual([true, false, true]);
    expect(server.requests).toHaveLength(2);
  });

  it('keeps trying while the server cannot be reached or answers 5xx, and follows it once it answers', async () => {
    server.script = [
      (response) => response.destroy(),
      (response) => response.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":"Starting"}'),
      (response) => {
        eventStream(response);
        response.write('event: reading\ndata: back\n\n');
      },
    ];
    const seen = follow();
    await expect.poll(() => seen.events.map((event) => event.data)).toEqual(['back']);
    expect(seen.refused).toEqual([503]);
    expect(server.requests).toHaveLength(3);
  });

  it('counts a stream that falls silent as lost and opens a new one', async () => {
    server.script = [
      (response) => {
        eventStream(response);
        response.write('event: reading\ndata: then silence\n\n');
      },
      (response) => {
        eventStream(response);
        response.write('event: reading\ndata: fresh\n\n');
      },
    ];
    const seen = follow({ silenceLimitMs: 200 });
    await expect.poll(() => seen.events.map((event) => event.data)).toEqual(['then silence', 'fresh']);
    expect(seen.online.slice(0, 3)).toEqual([true, false, true]);
    // The silent stream was closed by the client, not left open beside the new one.
    await expect.poll(() => server.closed).toBeGreaterThanOrEqual(1);
  });

  it('gives up a stream whose event never ends, instead of holding it all, and opens a new one', async () => {
    server.script = [
      (response) => {
        eventStream(response);
        response.write(`event: reading\ndata: ${'9'.repeat(1_100_000)}`);
      },
      (response) => {
        eventStream(response);
        response.write('event: reading\ndata: sane\n\n');
      },
    ];
    const seen = follow();
    await expect.poll(() => seen.events.map((event) => event.data)).toEqual(['sane']);
    expect(server.requests).toHaveLength(2);
  });

  it('stops for good on an answer a retry does not mend', async () => {
    server.script = [(response) => response.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"Not signed in"}')];
    const seen = follow();
    await expect.poll(() => seen.refused).toEqual([401]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.requests).toHaveLength(1);
    expect(seen.online).toEqual([]);
  });

  it('closes the stream when stopped and does not connect again', async () => {
    server.script = [
      (response) => {
        eventStream(response);
        response.write('event: reading\ndata: open\n\n');
      },
    ];
    const seen = follow();
    await expect.poll(() => seen.events).toHaveLength(1);
    stop?.();
    await expect.poll(() => server.closed).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.requests).toHaveLength(1);
    // Stopping is no loss of the connection to report: the page that asked has gone.
    expect(seen.online).toEqual([true]);
  });
});
