/**
 * Opening the byte channel to a device: a TCP socket to a networked indicator or a serial-to-Ethernet
 * converter, or a serial port. Both look the same to the rest: bytes in, bytes out, and an end.
 */
import net from 'node:net';
import type { DeviceAddress } from './device-address.js';

export type Channel = {
  write: (bytes: string) => void;
  /** Closes the channel; resolves once it is closed. */
  close: () => Promise<void>;
};

export type ChannelEvents = {
  data: (chunk: Buffer) => void;
  /** The channel ended after it had opened: the device or the network dropped it. */
  ended: () => void;
};

/** A device that neither accepts nor refuses the connection within this time counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5000;
/** TCP keep-alive probes find a converter that lost power without closing the connection. */
const KEEP_ALIVE_DELAY_MS = 10_000;

/** Opens the channel; rejects when the device cannot be reached. */
export function openChannel(address: DeviceAddress, events: ChannelEvents): Promise<Channel> {
  return address.connection === 'tcp' ? openTcp(address.host, address.port, events) : openSerial(address, events);
}

function openTcp(host: string, port: number, events: ChannelEvents): Promise<Channel> {
  return new Promise((resolve, reject) => {
    let open = false;
    let closing = false;
    const socket = net.connect({ host, port, keepAlive: true, keepAliveInitialDelay: KEEP_ALIVE_DELAY_MS, noDelay: true });
    socket.setTimeout(CONNECT_TIMEOUT_MS, () => socket.destroy(new Error(`no answer from ${host}:${port} within ${CONNECT_TIMEOUT_MS} ms`)));
    // The error is followed by 'close', which is where it is acted on.
    socket.on('error', () => undefined);
    socket.on('data', events.data);
    socket.once('connect', () => {
      open = true;
      socket.setTimeout(0);
      resolve({
        write: (bytes) => void socket.write(bytes, 'latin1'),
        close: () =>
          new Promise((closed) => {
            closing = true;
            if (socket.destroyed) return closed();
            socket.once('close', () => closed());
            socket.destroy();
          }),
      });
    });
    socket.once('close', () => {
      if (!open) reject(new Error(`cannot connect to ${host}:${port}`));
      else if (!closing) events.ended();
    });
  });
}

/** The serial port's native binding is loaded only when a serial device is configured. */
async function openSerial(address: Extract<DeviceAddress, { connection: 'serial' }>, events: ChannelEvents): Promise<Channel> {
  const { SerialPort } = await import('serialport');
  const port = new SerialPort({
    path: address.devicePath,
    baudRate: address.baudRate,
    dataBits: address.dataBits,
    parity: address.parity,
    stopBits: address.stopBits,
    autoOpen: false,
  });
  await new Promise<void>((resolve, reject) => port.open((error) => (error ? reject(error) : resolve())));
  // An error on an open port (the adapter unplugged) is followed by 'close'.
  port.on('error', () => undefined);
  port.on('data', events.data);
  let closing = false;
  port.once('close', () => {
    if (!closing) events.ended();
  });
  return {
    write: (bytes) => void port.write(Buffer.from(bytes, 'latin1')),
    close: () =>
      new Promise((closed) => {
        closing = true;
        if (!port.isOpen) return closed();
        port.close(() => closed());
      }),
  };
}
