/**
 * The server's connections to its scales' indicators and its card readers: one per enabled device,
 * opened when the server starts, changed at once when a scale or reader is saved (after its transaction
 * has committed), closed when the server stops. Everything else reads the devices through this: the
 * weighing's capture (ScaleDevices), the status routes and the live stream.
 */
import type { CardRead, Reader, ReaderStatus, ScaleReading } from '@weighbridge/contract/scales';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { readerConnected, readerReads, scaleConnected, scaleFrames, scaleParseErrors, scaleReconnects } from '../monitoring/public.js';
import { addressKey, deviceAddressOf } from './device-address.js';
import type { ScaleDevices } from './devices.js';
import { connectIndicator, type IndicatorConnection } from './indicator-connection.js';
import { connectReader, type ReaderConnection } from './reader-connection.js';
import { findReaderItem, listReaderItems } from './reader-repository.js';
import { findScaleRecord, listScaleRecords, type ScaleRecord } from './repository.js';
import { scaleReadingOf } from './scale-reading.js';

/** Someone following a scale live: told when its reading may have changed, of card reads, and of the end. */
export type LiveListener = {
  reading: () => void;
  card: (read: CardRead) => void;
  /** The server is stopping: no more events will come. */
  ended: () => void;
};

export type DeviceConnections = ScaleDevices & {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Applies the scale as the database now holds it: opens, changes or closes its connection. */
  applyScale: (scaleId: number) => Promise<void>;
  applyReader: (readerId: number) => Promise<void>;
  /** Undefined for a scale the server does not know. */
  scaleReading: (scaleId: number) => ScaleReading | undefined;
  readerStatus: (readerId: number) => ReaderStatus | undefined;
  /** Whether the scale's reading moves by itself (an enabled indicator), so that a live stream repeats it. */
  hasIndicator: (scaleId: number) => boolean;
  /** Follows a scale; answers the function that stops following. */
  listen: (scaleId: number, listener: LiveListener) => () => void;
};

type ScaleEntry = { record: ScaleRecord; key: string | null; indicator: IndicatorConnection | null };
type ReaderEntry = { reader: Reader; key: string | null; connection: ReaderConnection | null };

const NO_COUNTS = { frames: 0, reconnects: 0 };

function later(a: Date | null, b: Date | null): Date | null {
  if (a === null || b === null) return a ?? b;
  return a > b ? a : b;
}

/** What a scale's indicator connection depends on: a change to any of it opens the connection again. */
function indicatorKey(record: ScaleRecord): string | null {
  if (!record.enabled || record.connection === 'manual') return null;
  const { protocol, toledo_checksum, ascii_pattern, division_kg } = record;
  return JSON.stringify({ address: addressKey(deviceAddressOf(record)), protocol, toledo_checksum, ascii_pattern, division_kg });
}

function readerKey(reader: Reader): string | null {
  if (!reader.enabled) return null;
  const { prefix, suffix, card_format, repeat_window_seconds } = reader;
  return JSON.stringify({ address: addressKey(deviceAddressOf(reader)), prefix, suffix, card_format, repeat_window_seconds });
}

export function createDeviceConnections(deps: { db: Db; log: FastifyBaseLogger }): DeviceConnections {
  const { db, log } = deps;
  const scales = new Map<number, ScaleEntry>();
  const readers = new Map<number, ReaderEntry>();
  const listeners = new Map<number, Set<LiveListener>>();
  // Changes are applied one at a time, in the order they were committed.
  let changes: Promise<void> = Promise.resolve();
  let stopped = false;

  const each = (scaleId: number, tell: (listener: LiveListener) => void) => {
    for (const listener of listeners.get(scaleId) ?? []) tell(listener);
  };
  const readingChanged = (scaleId: number) => each(scaleId, (listener) => listener.reading());

  function openIndicator(record: ScaleRecord): IndicatorConnection | null {
    const address = deviceAddressOf(record);
    if (!address) return null;
    const scaleId = record.scale_id;
    const series = { scale: String(scaleId) };
    // The series read 0 from the start, so that rates and alerts work before the first event.
    for (const counter of [scaleFrames, scaleParseErrors, scaleReconnects]) counter.inc(series, 0);
    scaleConnected.set(series, 0);
    try {
      return connectIndicator(
        record,
        address,
        {
          frame: () => {
            scaleFrames.inc(series);
            readingChanged(scaleId);
          },
          parseError: () => {
            scaleParseErrors.inc(series);
            readingChanged(scaleId);
          },
          connected: (connected) => {
            scaleConnected.set(series, connected ? 1 : 0);
            readingChanged(scaleId);
          },
          reconnecting: () => scaleReconnects.inc(series),
        },
        log,
      );
    } catch (error) {
      log.error({ err: error, scaleId }, 'scale indicator not connected: its settings cannot be used');
      return null;
    }
  }

  async function closeIndicator(entry: ScaleEntry | undefined): Promise<void> {
    if (!entry?.indicator) return;
    await entry.indicator.close();
    scaleConnected.set({ scale: String(entry.record.scale_id) }, 0);
  }

  async function setScale(record: ScaleRecord): Promise<void> {
    const entry = scales.get(record.scale_id);
    const key = indicatorKey(record);
    // A capture told by captured() may be newer than the row read.
    const current = { ...record, lastCaptureAt: later(entry?.record.lastCaptureAt ?? null, record.lastCaptureAt) };
    if (entry && entry.key === key) {
      entry.record = current;
    } else {
      await closeIndicator(entry);
      scales.set(record.scale_id, { record: current, key, indicator: key === null ? null : openIndicator(current) });
    }
    readingChanged(record.scale_id);
  }

  function openReader(reader: Reader): ReaderConnection | null {
    const address = deviceAddressOf(reader);
    if (!address) return null;
    const readerId = reader.reader_id;
    const series = { reader: String(readerId) };
    readerReads.inc(series, 0);
    readerConnected.set(series, 0);
    return connectReader(
      reader,
      address,
      {
        card: (cardNumber, at) => {
          readerReads.inc(series);
          // The scale the reader stands at now: moving a reader does not open its connection again.
          const scaleId = readers.get(readerId)?.reader.scale_id ?? reader.scale_id;
          each(scaleId, (listener) => listener.card({ reader_id: readerId, scale_id: scaleId, card_number: cardNumber, read_at: at.toISOString() }));
        },
        connected: (connected) => readerConnected.set(series, connected ? 1 : 0),
      },
      log,
    );
  }

  async function closeReader(entry: ReaderEntry | undefined): Promise<void> {
    if (!entry?.connection) return;
    await entry.connection.close();
    readerConnected.set({ reader: String(entry.reader.reader_id) }, 0);
  }

  async function setReader(reader: Reader): Promise<void> {
    const entry = readers.get(reader.reader_id);
    const key = readerKey(reader);
    if (entry && entry.key === key) {
      entry.reader = reader;
      return;
    }
    await closeReader(entry);
    readers.set(reader.reader_id, { reader, key, connection: key === null ? null : openReader(reader) });
  }

  /** Runs a change after the ones before it; a failure is logged: the record is saved, only its connection is not. */
  function change(what: string, apply: () => Promise<void>): Promise<void> {
    changes = changes.then(async () => {
      if (stopped) return;
      try {
        await apply();
      } catch (error) {
        log.error({ err: error }, `could not apply the saved ${what} to its connection`);
      }
    });
    return changes;
  }

  return {
    start: () =>
      change('scales and readers', async () => {
        for (const record of await listScaleRecords(db)) await setScale(record);
        for (const reader of await listReaderItems(db)) await setReader(reader);
      }),

    stop: async () => {
      await change('stop', async () => {
        stopped = true;
        for (const set of listeners.values()) for (const listener of set) listener.ended();
        listeners.clear();
        await Promise.all([...scales.values()].map(closeIndicator));
        await Promise.all([...readers.values()].map(closeReader));
        scales.clear();
        readers.clear();
      });
    },

    applyScale: (scaleId) =>
      change(`scale ${scaleId}`, async () => {
        const record = await findScaleRecord(db, scaleId);
        if (record) await setScale(record);
      }),

    applyReader: (readerId) =>
      change(`reader ${readerId}`, async () => {
        const reader = await findReaderItem(db, readerId);
        if (reader) await setReader(reader);
      }),

    indicatorReading: (scaleId) => scales.get(scaleId)?.indicator?.reading(Date.now()) ?? null,

    captured: (scaleId, at) => {
      const entry = scales.get(scaleId);
      if (!entry) return;
      entry.record = { ...entry.record, lastCaptureAt: later(entry.record.lastCaptureAt, at) };
      readingChanged(scaleId);
    },

    scaleReading: (scaleId) => {
      const entry = scales.get(scaleId);
      if (!entry) return undefined;
      return scaleReadingOf(entry.record, entry.indicator?.reading(Date.now()) ?? null, entry.indicator?.counts() ?? NO_COUNTS);
    },

    readerStatus: (readerId) => {
      const entry = readers.get(readerId);
      if (!entry) return undefined;
      return entry.connection?.status() ?? { reader_id: readerId, connected: false, last_seen_at: null, last_card_number: null, reads: 0, reconnects: 0 };
    },

    hasIndicator: (scaleId) => scales.get(scaleId)?.key != null,

    listen: (scaleId, listener) => {
      if (stopped) {
        listener.ended();
        return () => undefined;
      }
      const set = listeners.get(scaleId) ?? new Set();
      set.add(listener);
      listeners.set(scaleId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(scaleId) === set) listeners.delete(scaleId);
      };
    },
  };
}
