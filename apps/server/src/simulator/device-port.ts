/**
 * The TCP port of a simulated device, as a serial-to-Ethernet converter offers one: clients connect and
 * read what the device writes. `drop()` is the cable pulled: every client is cut off and new ones are
 * refused (the port is closed) until `up()` opens it again on the same port number.
 */
import { createServer, type Socket } from 'node:net';

export type DevicePort = {
  /** The port clients connect to (the one the system chose when 0 was asked). */
  readonly port: number;
  readonly clients: ReadonlySet<Socket>;
  readonly isUp: boolean;
  /** Writes the bytes to every connected client; answers how many it wrote to. */
  broadcast(bytes: Buffer): number;
  drop(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

export type DevicePortOptions = {
  port: number;
  host: string;
  /** Called for each client that connects, to answer its requests (polled protocols). */
  onClient?: (client: Socket) => void;
};

export async function openDevicePort(options: DevicePortOptions): Promise<DevicePort> {
  const clients = new Set<Socket>();
  const server = createServer((client) => {
    clients.add(client);
    client.setNoDelay(true);
    // A client that goes away mid-write is no reason for the device to stop.
    client.on('error', () => client.destroy());
    client.on('close', () => clients.delete(client));
    options.onClient?.(client);
  });
  let isUp = false;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, options.host, () => {
        server.off('error', reject);
        isUp = true;
        resolve((server.address() as { port: number }).port);
      });
    });
  const cutOff = async () => {
    if (!isUp) return;
    isUp = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const client of clients) client.destroy();
    await closed;
  };
  const port = await listen(options.port);

  return {
    port,
    clients,
    get isUp() {
      return isUp;
    },
    broadcast(bytes) {
      for (const client of clients) client.write(bytes);
      return clients.size;
    },
    drop: cutOff,
    up: async () => {
      if (!isUp) await listen(port);
    },
    close: cutOff,
  };
}
