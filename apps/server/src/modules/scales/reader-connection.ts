/**
 * The connection to one card reader: a line per card read, the card number taken from it, and the same
 * card within the reader's repeat window counted once.
 */
import type { Reader, ReaderStatus } from '@weighbridge/contract/scales';
import type { FastifyBaseLogger } from 'fastify';
import { cardLine, repeatWindow } from './card-reader.js';
import type { DeviceAddress } from './device-address.js';
import { holdDevice } from './device-link.js';
import { lineSplitter } from './protocols/lines.js';
import { dropsParityBit, withoutParityBit } from './protocols/protocol.js';

export type ReaderEvents = {
  /** A card read that counted (outside the repeat window). */
  card: (cardNumber: string, at: Date) => void;
  connected: (connected: boolean) => void;
};

export type ReaderConnection = {
  status: () => ReaderStatus;
  close: () => Promise<void>;
};

export function connectReader(reader: Reader, address: DeviceAddress, events: ReaderEvents, log: FastifyBaseLogger): ReaderConnection {
  const format = { prefix: reader.prefix, suffix: reader.suffix, cardFormat: reader.card_format };
  const counts = repeatWindow(reader.repeat_window_seconds);
  const where = { readerId: reader.reader_id, address };
  let lines = lineSplitter(/\r\n|\r|\n/, (line) => cardLine(line, format));
  let connected = false;
  let lastSeenAt: Date | null = null;
  let lastCardNumber: string | null = null;
  let reads = 0;
  let reconnects = 0;

  const link = holdDevice(address, {
    opened: () => {
      lines = lineSplitter(/\r\n|\r|\n/, (line) => cardLine(line, format));
      connected = true;
      log.info(where, 'card reader connected');
      events.connected(true);
    },
    data: (chunk) => {
      const at = new Date();
      for (const line of lines(dropsParityBit(address, reader.data_bits) ? withoutParityBit(chunk) : chunk)) {
        if (line.kind === 'error') {
          log.debug({ ...where, reason: line.reason, raw: line.raw }, 'card reader sent a line without a card number');
          continue;
        }
        lastSeenAt = at;
        lastCardNumber = line.cardNumber;
        if (!counts(line.cardNumber, at.getTime())) continue;
        reads += 1;
        events.card(line.cardNumber, at);
      }
    },
    closed: (reason) => {
      if (connected) log.warn({ ...where, reason }, 'card reader disconnected');
      connected = false;
      events.connected(false);
    },
    reconnecting: () => {
      reconnects += 1;
    },
  });

  return {
    status: () => ({
      reader_id: reader.reader_id,
      connected,
      last_seen_at: lastSeenAt?.toISOString() ?? null,
      last_card_number: lastCardNumber,
      reads,
      reconnects,
    }),
    close: async () => {
      await link.release();
      connected = false;
    },
  };
}
