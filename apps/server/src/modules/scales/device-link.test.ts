import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type DeviceLink, holdDevice, type LinkEvents, reconnectDelay } from './device-link.js';

/** The events of a link, each with the time it came. */
function recorder() {
  const seen: { event: string; at: number; detail?: string }[] = [];
  const events: LinkEvents = {
    opened: () => seen.push({ event: 'opened', at: Date.now() }),
    data: (chunk) => seen.push({ event: 'data', at: Date.now(), detail: chunk.toString() }),
    closed: (reason) => seen.push({ event: 'closed', at: Date.now(), detail: reason }),
    reconnecting: () => seen.push({ event: 'reconnecting', at: Date.now() }),
  };
  const when = async (event: string, count = 1, timeoutMs = 8000) => {
    const deadline = Date.now() + timeoutMs;
    while (seen.filter((entry) => entry.event === event).length < count) {
      if (Date.now() > deadline) throw new Error(`no ${event} #${count}: ${JSON.stringify(seen)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return seen.filter((entry) => entry.event === event)[count - 1]!;
  };
  return { seen, events, when };
}

/** A TCP peer standing in for a device, keeping its open sockets. */
async function listening(): Promise<{ server: net.Server; port: number; sockets: net.Socket[] }> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    // A link that lets go resets the connection: the peer's side must not throw for it.
    socket.on('error', () => undefined);
    sockets.push(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as net.AddressInfo).port, sockets };
}

/** A port nothing listens on: taken and given back. */
async function unusedPort(): Promise<number> {
  const { server, port } = await listening();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let links: DeviceLink[] = [];
let servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(links.map((link) => link.release()));
  for (const server of servers) server.close();
  links = [];
  servers = [];
});

describe('a device link', () => {
  it('waits 1, 2, 5, 10 and then every 30 seconds between attempts that come to nothing', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 30_000, 30_000, 30_000]);
  });

  it('connects, passes the device’s bytes on and writes to it', async () => {
    const device = await listening();
    servers.push(device.server);
    const { events, when } = recorder();
    const link = holdDevice({ connection: 'tcp', host: '127.0.0.1', port: device.port }, events);
    links.push(link);
    await when('opened');
    device.sockets[0]!.write('S S 1000 kg\r\n');
    expect((await when('data')).detail).toBe('S S 1000 kg\r\n');
    const received = new Promise<string>((resolve) => device.sockets[0]!.once('data', (chunk) => resolve(chunk.toString())));
    link.write('SI\r\n');
    expect(await received).toBe('SI\r\n');
  });

  it('tries again after 1 s and then 2 s while nothing listens', async () => {
    const { events, when } = recorder();
    links.push(holdDevice({ connection: 'tcp', host: '127.0.0.1', port: await unusedPort() }, events));
    const first = await when('closed');
    const second = await when('closed', 2);
    const third = await when('closed', 3);
    expect(second.at - first.at).toBeGreaterThanOrEqual(950);
    expect(second.at - first.at).toBeLessThan(1900);
    expect(third.at - second.at).toBeGreaterThanOrEqual(1950);
  });

  it('reconnects after 1 s when a good connection is dropped, however many attempts failed before it', async () => {
    const port = await unusedPort();
    const { events, when, seen } = recorder();
    links.push(holdDevice({ connection: 'tcp', host: '127.0.0.1', port }, events));
    await when('closed', 2);
    // The device comes back within the next wait of 2 s, sends a frame and drops the connection.
    const device = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.end('frame\r\n');
    });
    servers.push(device);
    await new Promise<void>((resolve) => device.listen(port, '127.0.0.1', resolve));
    await when('data');
    const dropped = await when('closed', 3);
    const again = await when('reconnecting', 3);
    expect(again.at - dropped.at).toBeGreaterThanOrEqual(950);
    expect(again.at - dropped.at).toBeLessThan(1900);
    expect(seen.filter((entry) => entry.event === 'opened').length).toBeGreaterThanOrEqual(1);
  });

  it('closes the connection when released and tries no more', async () => {
    const device = await listening();
    servers.push(device.server);
    const { events, when, seen } = recorder();
    const link = holdDevice({ connection: 'tcp', host: '127.0.0.1', port: device.port }, events);
    await when('opened');
    const ended = new Promise((resolve) => device.sockets[0]!.once('close', resolve));
    await link.release();
    await ended;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen.map((entry) => entry.event)).toEqual(['opened']);
  });
});
