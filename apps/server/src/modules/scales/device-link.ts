/**
 * A link to one device (a scale's indicator or a card reader) that stays up by itself: it opens the
 * device's channel, and when the channel cannot be opened or ends, opens it again after a backoff of 1, 2,
 * 5, 10 and then every 30 seconds. A connection that delivered bytes was a good one: after it the backoff
 * starts again at 1 second.
 */
import type { DeviceAddress } from './device-address.js';
import { type Channel, openChannel } from './device-channel.js';

export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

/** How long to wait before the next attempt after `failures` attempts in a row that came to nothing. */
export function reconnectDelay(failures: number): number {
  return RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
}

export type LinkEvents = {
  opened: () => void;
  data: (chunk: Buffer) => void;
  /** The connection ended, or an attempt to open it failed (with why). */
  closed: (reason: string) => void;
  /** A new attempt to connect after a failed or lost connection. */
  reconnecting: () => void;
};

export type DeviceLink = {
  /** Sends bytes to the device; nothing when not connected. */
  write: (bytes: string) => void;
  /** Closes the connection and makes no more attempts; resolves once it is closed. */
  release: () => Promise<void>;
};

/**
 * Takes hold of a device: the one place where this server starts talking to a device, so that a lock
 * making one of several servers hold each device belongs here.
 */
export function holdDevice(address: DeviceAddress, events: LinkEvents): DeviceLink {
  let channel: Channel | null = null;
  let released = false;
  let failures = 0;
  let goodConnection = false;
  let retry: NodeJS.Timeout | undefined;

  const again = (reason: string) => {
    channel = null;
    events.closed(reason);
    if (released) return;
    if (goodConnection) failures = 0;
    const delay = reconnectDelay(failures);
    failures += 1;
    retry = setTimeout(() => {
      events.reconnecting();
      void connect();
    }, delay);
  };

  const connect = async () => {
    goodConnection = false;
    try {
      const opened = await openChannel(address, {
        data: (chunk) => {
          goodConnection = true;
          events.data(chunk);
        },
        ended: () => again('the device closed the connection'),
      });
      // Released while opening: the channel is closed as soon as it is open.
      if (released) return opened.close();
      channel = opened;
      events.opened();
    } catch (error) {
      if (!released) again(error instanceof Error ? error.message : String(error));
    }
  };

  void connect();
  return {
    write: (bytes) => channel?.write(bytes),
    release: async () => {
      released = true;
      clearTimeout(retry);
      const open = channel;
      channel = null;
      await open?.close();
    },
  };
}
