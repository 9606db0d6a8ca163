/**
 * The card readers' part of the device connections (see device-connections): a connection to each enabled
 * reader this instance holds; for a reader held elsewhere, the status its holder last told. Every card read,
 * here or at another instance's reader, goes to `card` once.
 */
import type { CardRead, Reader, ReaderStatus } from '@weighbridge/contract/scales';
import type { FastifyBaseLogger } from 'fastify';
import { devicesHeld, readerConnected, readerReads } from '../../metrics/metrics.js';
import { addressKey, deviceAddressOf } from './device-address.js';
import type { DeviceHolds } from './device-holds.js';
import type { DeviceMessage } from './device-messages.js';
import { connectReader, type ReaderConnection } from './reader-connection.js';

export type ReaderConnections = {
  /** Applies the reader as the database now holds it. */
  set: (reader: Reader) => Promise<void>;
  /** Takes the readers no instance holds, and tells the others how those held here stand. */
  takeOver: () => Promise<void>;
  /** The hold on every reader is gone: their connections are closed at once. */
  lost: () => void;
  heard: (message: Extract<DeviceMessage, { type: 'card' | 'reader' }>) => void;
  /** Its holder let the reader go: it reads disconnected until one takes it. */
  released: (readerId: number) => void;
  /** Undefined for a reader the server does not know. */
  status: (readerId: number) => ReaderStatus | undefined;
  /** The ids of the readers held here. */
  held: () => number[];
  close: () => Promise<void>;
};

/** `held`: this instance holds the reader; `remote`: its holder's last word while another does. */
type ReaderEntry = { reader: Reader; key: string | null; held: boolean; connection: ReaderConnection | null; remote: ReaderStatus | null };

/** What a reader's connection depends on: a change to any of it opens the connection again. */
function readerKey(reader: Reader): string | null {
  if (!reader.enabled) return null;
  const { prefix, suffix, card_format, repeat_window_seconds } = reader;
  return JSON.stringify({ address: addressKey(deviceAddressOf(reader)), dataBits: reader.data_bits, prefix, suffix, card_format, repeat_window_seconds });
}

const disconnected = (readerId: number): ReaderStatus => ({
  reader_id: readerId,
  connected: false,
  last_seen_at: null,
  last_card_number: null,
  reads: 0,
  reconnects: 0,
});

export function createReaderConnections(deps: { holds: DeviceHolds; card: (read: CardRead) => void; log: FastifyBaseLogger }): ReaderConnections {
  const { holds, card, log } = deps;
  const readers = new Map<number, ReaderEntry>();

  const held = () =>
    [...readers.values()]
      .filter((entry) => entry.key !== null && entry.held)
      .map((entry) => entry.reader.reader_id)
      .sort((a, b) => a - b);
  const countHeld = () => devicesHeld.set({ kind: 'reader' }, held().length);

  function open(entry: ReaderEntry): void {
    const address = deviceAddressOf(entry.reader);
    if (!address) return;
    const readerId = entry.reader.reader_id;
    const series = { reader: String(readerId) };
    readerReads.inc(series, 0);
    readerConnected.set(series, 0);
    const status = () => entry.connection?.status() ?? disconnected(readerId);
    entry.connection = connectReader(
      entry.reader,
      address,
      {
        card: (cardNumber, at) => {
          readerReads.inc(series);
          // The scale the reader stands at now: moving a reader does not open its connection again.
          const read = { reader_id: readerId, scale_id: entry.reader.scale_id, card_number: cardNumber, read_at: at.toISOString() };
          card(read);
          holds.publish({ type: 'card', read, status: status() });
        },
        connected: (connected) => {
          readerConnected.set(series, connected ? 1 : 0);
          holds.publish({ type: 'reader', status: status() });
        },
      },
      log,
    );
  }

  /** Closes the connection, if open; it is gone from the entry at once. */
  async function close(entry: ReaderEntry | undefined): Promise<void> {
    const connection = entry?.connection;
    if (!entry || !connection) return;
    entry.connection = null;
    await connection.close();
    readerConnected.set({ reader: String(entry.reader.reader_id) }, 0);
  }

  /** Opens the reader's connection if this instance can take the reader. */
  async function take(entry: ReaderEntry): Promise<void> {
    const readerId = entry.reader.reader_id;
    if (entry.key === null || entry.held || !(await holds.take('reader', readerId))) return;
    // The lock may have gone with the connection while it was asked for.
    if (readers.get(readerId) !== entry || !holds.holds('reader', readerId)) return;
    entry.held = true;
    entry.remote = null;
    open(entry);
    countHeld();
  }

  return {
    set: async (reader) => {
      const entry = readers.get(reader.reader_id);
      const key = readerKey(reader);
      if (entry && entry.key === key) {
        entry.reader = reader;
        return take(entry);
      }
      await close(entry);
      const next: ReaderEntry = { reader, key, held: false, connection: null, remote: null };
      readers.set(reader.reader_id, next);
      if (key === null) await holds.letGo('reader', reader.reader_id);
      else await take(next);
      countHeld();
    },

    takeOver: async () => {
      for (const entry of readers.values()) {
        await take(entry);
        if (entry.connection) holds.publish({ type: 'reader', status: entry.connection.status() });
      }
    },

    lost: () => {
      for (const entry of readers.values()) {
        entry.held = false;
        entry.remote = null;
        void close(entry);
      }
      countHeld();
    },

    heard: (message) => {
      const status = message.status;
      const entry = readers.get(status.reader_id);
      if (entry && !entry.held) entry.remote = status;
      if (message.type === 'card') card(message.read);
    },

    released: (readerId) => {
      const entry = readers.get(readerId);
      if (entry && !entry.held) entry.remote = null;
    },

    status: (readerId) => {
      const entry = readers.get(readerId);
      if (!entry) return undefined;
      return entry.connection?.status() ?? entry.remote ?? disconnected(readerId);
    },

    held,

    close: async () => {
      await Promise.all([...readers.values()].map(close));
      readers.clear();
      countHeld();
    },
  };
}
