/**
 * The server's connections to its scales' indicators and its card readers: one per enabled device that
 * this instance holds (see device-holds: with several instances on one PostgreSQL database, each device is
 * held by one of them), opened when the server starts or takes the device over, changed at once when a
 * scale or reader is saved (after its transaction has committed), closed when the server stops. A device
 * held elsewhere is followed through its holder's messages. Everything else reads the devices through
 * this: the weighing's capture (ScaleDevices), the status routes and the live stream. The readers' part is
 * in reader-connections.
 */
import { type CardRead, LIVE_UPDATES_PER_SECOND, type ReaderStatus, type ScaleReading } from '@weighbridge/contract/scales';
import type { HeldDevices } from '@weighbridge/contract/system';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/database.js';
import { devicesHeld, scaleConnected, scaleFrames, scaleParseErrors, scaleReconnects } from '../../metrics/metrics.js';
import { addressKey, deviceAddressOf } from './device-address.js';
import { type DeviceHolds, everyDeviceHeld, sharedDeviceHolds } from './device-holds.js';
import { type DeviceMessage, pacer, type ReceivedReading, receivedReading, shareReading } from './device-messages.js';
import type { ScaleDevices } from './devices.js';
import { connectIndicator, type IndicatorConnection } from './indicator-connection.js';
import { createReaderConnections } from './reader-connections.js';
import { readerRecords } from './catalogue.js';
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
  /** Applies the scale as the database now holds it, here and on the other instances: opens, changes or closes its connection. */
  applyScale: (scaleId: number) => Promise<void>;
  applyReader: (readerId: number) => Promise<void>;
  /** Undefined for a scale the server does not know. */
  scaleReading: (scaleId: number) => ScaleReading | undefined;
  readerStatus: (readerId: number) => ReaderStatus | undefined;
  /** Whether the scale's reading moves by itself (an enabled indicator), so that a live stream repeats it. */
  hasIndicator: (scaleId: number) => boolean;
  /** Follows a scale; answers the function that stops following. */
  listen: (scaleId: number, listener: LiveListener) => () => void;
  held: () => HeldDevices;
};

/**
 * `held`: this instance holds the device (its connection was opened, or could not be from its settings).
 * `remote`: the holder's last word while another instance holds it.
 */
type ScaleEntry = {
  record: ScaleRecord;
  key: string | null;
  held: boolean;
  indicator: IndicatorConnection | null;
  /** Sends the indicator's readings to the other instances, paced. */
  sharing: ReturnType<typeof pacer> | null;
  remote: ReceivedReading | null;
  /**
   * When the scale last read zero, as the holders before this instance saw it: a takeover with a truck on
   * the deck knows the last truck drove off, as one instance that had stayed up would.
   */
  zeroSeenAt: Date | null;
};

const NO_COUNTS = { frames: 0, reconnects: 0 };
/** How often an instance tries to take the devices no one holds: a dead holder's are taken over within about this. */
export const TAKEOVER_INTERVAL_MS = 1000;
/** The holder sends a scale's reading at most as often as a live stream sends it. */
const SHARE_GAP_MS = 1000 / LIVE_UPDATES_PER_SECOND;

function later(a: Date | null, b: Date | null): Date | null {
  if (a === null || b === null) return a ?? b;
  return a > b ? a : b;
}

/** What a scale's indicator connection depends on: a change to any of it opens the connection again. */
function indicatorKey(record: ScaleRecord): string | null {
  if (!record.enabled || record.connection === 'manual') return null;
  const { protocol, toledo_checksum, ascii_format, ascii_pattern, line_end, frame_length, division_kg, data_bits, parity } = record;
  // The data bits and parity count on TCP too: a converter may pass a 7-bit line's parity bit.
  const line = { data_bits, parity };
  return JSON.stringify({ address: addressKey(deviceAddressOf(record)), line, protocol, toledo_checksum, ascii_format, ascii_pattern, line_end, frame_length, division_kg });
}

export function createDeviceConnections(deps: { db: Db; newSession: Database['newSession']; log: FastifyBaseLogger }): DeviceConnections {
  const { db, log } = deps;
  const scales = new Map<number, ScaleEntry>();
  const listeners = new Map<number, Set<LiveListener>>();
  // Changes are applied one at a time, in the order they were committed.
  let changes: Promise<void> = Promise.resolve();
  let stopped = false;
  let takeoverTimer: NodeJS.Timeout | undefined;
  let takingOver = false;
  const holds: DeviceHolds = deps.newSession
    ? sharedDeviceHolds(deps.newSession, { lost: devicesLost, message: heard, regained: () => void reloadAll() }, log)
    : everyDeviceHeld();
  const readers = createReaderConnections({ holds, card: (read) => each(read.scale_id, (listener) => listener.card(read)), log });

  const each = (scaleId: number, tell: (listener: LiveListener) => void) => {
    for (const listener of listeners.get(scaleId) ?? []) tell(listener);
  };
  const readingChanged = (scaleId: number) => each(scaleId, (listener) => listener.reading());

  const heldScales = () =>
    [...scales.values()]
      .filter((entry) => entry.key !== null && entry.held)
      .map((entry) => entry.record.scale_id)
      .sort((a, b) => a - b);
  const countHeld = () => devicesHeld.set({ kind: 'scale' }, heldScales().length);

  function shareScaleReading(entry: ScaleEntry): void {
    const indicator = entry.indicator;
    if (!indicator) return;
    const now = Date.now();
    holds.publish({ type: 'reading', scale_id: entry.record.scale_id, reading: shareReading(indicator.reading(now), indicator.counts(), now) });
  }

  function openIndicator(entry: ScaleEntry, zeroSeenAt: Date | null = null): void {
    const record = entry.record;
    const address = deviceAddressOf(record);
    if (!address) return;
    const scaleId = record.scale_id;
    const series = { scale: String(scaleId) };
    // The series read 0 from the start, so that rates and alerts work before the first event.
    for (const counter of [scaleFrames, scaleParseErrors, scaleReconnects]) counter.inc(series, 0);
    scaleConnected.set(series, 0);
    const sharing = holds.shared ? pacer(SHARE_GAP_MS, () => shareScaleReading(entry)) : null;
    const changed = () => {
      readingChanged(scaleId);
      sharing?.changed();
    };
    try {
      entry.indicator = connectIndicator(
        record,
        address,
        zeroSeenAt,
        {
          frame: () => {
            scaleFrames.inc(series);
            changed();
          },
          parseError: () => {
            scaleParseErrors.inc(series);
            changed();
          },
          connected: (connected) => {
            scaleConnected.set(series, connected ? 1 : 0);
            changed();
          },
          reconnecting: () => scaleReconnects.inc(series),
        },
        log,
      );
      entry.sharing = sharing;
    } catch (error) {
      log.error({ err: error, scaleId }, 'scale indicator not connected: its settings cannot be used');
    }
  }

  /** Closes the connection, if open; it is gone from the entry at once, so nothing reads it while it closes. */
  async function closeIndicator(entry: ScaleEntry | undefined): Promise<void> {
    const indicator = entry?.indicator;
    if (!entry || !indicator) return;
    entry.indicator = null;
    entry.sharing?.stop();
    entry.sharing = null;
    await indicator.close();
    scaleConnected.set({ scale: String(entry.record.scale_id) }, 0);
  }

  /** Opens the scale's connection if this instance can take the scale. */
  async function takeScale(entry: ScaleEntry): Promise<void> {
    const scaleId = entry.record.scale_id;
    if (entry.key === null || entry.held || !(await holds.take('scale', scaleId))) return;
    // The lock may have gone with the connection while it was asked for.
    if (stopped || scales.get(scaleId) !== entry || !holds.holds('scale', scaleId)) return;
    entry.held = true;
    entry.remote = null;
    openIndicator(entry, entry.zeroSeenAt);
    countHeld();
    readingChanged(scaleId);
  }

  async function setScale(record: ScaleRecord): Promise<void> {
    const entry = scales.get(record.scale_id);
    const key = indicatorKey(record);
    // A capture told by captured() may be newer than the row read.
    const current = { ...record, lastCaptureAt: later(entry?.record.lastCaptureAt ?? null, record.lastCaptureAt) };
    if (entry && entry.key === key) {
      entry.record = current;
      await takeScale(entry);
    } else {
      await closeIndicator(entry);
      const next: ScaleEntry = { record: current, key, held: false, indicator: null, sharing: null, remote: null, zeroSeenAt: null };
      scales.set(record.scale_id, next);
      if (key === null) await holds.letGo('scale', record.scale_id);
      else await takeScale(next);
      countHeld();
    }
    readingChanged(record.scale_id);
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

  const reloadAll = () =>
    change('scales and readers', async () => {
      for (const record of await listScaleRecords(db)) await setScale(record);
      for (const reader of await readerRecords.list(db)) await readers.set(reader);
    });

  const applyScaleHere = (scaleId: number) =>
    change(`scale ${scaleId}`, async () => {
      const record = await findScaleRecord(db, scaleId);
      if (record) await setScale(record);
    });

  const applyReaderHere = (readerId: number) =>
    change(`reader ${readerId}`, async () => {
      const reader = await readerRecords.find(db, readerId);
      if (reader) await readers.set(reader);
    });

  /**
   * Tries to take every device no instance holds (the holder may have died or let it go), and says again
   * how the devices held here stand: an instance started since, or one whose connection was down, learns
   * it even from a silent indicator or an idle reader.
   */
  function takeOver(): void {
    if (takingOver || stopped) return;
    takingOver = true;
    void change('takeover', async () => {
      await holds.check();
      for (const entry of scales.values()) {
        await takeScale(entry);
        entry.sharing?.changed();
      }
      await readers.takeOver();
    }).finally(() => (takingOver = false));
  }

  /** The connection that held the devices is gone, and its locks with it: another instance may talk to them now. */
  function devicesLost(): void {
    for (const entry of scales.values()) {
      entry.zeroSeenAt = entry.indicator?.reading(Date.now()).lastZeroAt ?? entry.zeroSeenAt;
      entry.held = false;
      entry.remote = null;
      void closeIndicator(entry);
      readingChanged(entry.record.scale_id);
    }
    readers.lost();
    countHeld();
  }

  function noteCapture(scaleId: number, at: Date): void {
    const entry = scales.get(scaleId);
    if (!entry) return;
    entry.record = { ...entry.record, lastCaptureAt: later(entry.record.lastCaptureAt, at) };
    readingChanged(scaleId);
  }

  function indicatorReading(scaleId: number) {
    const entry = scales.get(scaleId);
    if (entry?.indicator) return entry.indicator.reading(Date.now());
    // A scale held elsewhere reads as its holder last said; none heard (no holder yet): not connected.
    return entry?.key != null && entry.remote ? receivedReading(entry.remote, Date.now()) : null;
  }

  /** What another instance says. */
  function heard(message: DeviceMessage): void {
    switch (message.type) {
      case 'reading': {
        const entry = scales.get(message.scale_id);
        if (!entry || entry.held) return;
        entry.remote = { shared: message.reading, receivedAt: Date.now() };
        entry.zeroSeenAt = receivedReading(entry.remote, Date.now()).lastZeroAt ?? entry.zeroSeenAt;
        return readingChanged(message.scale_id);
      }
      case 'card':
      case 'reader':
        return readers.heard(message);
      case 'changed':
        void (message.kind === 'scale' ? applyScaleHere(message.id) : applyReaderHere(message.id));
        return;
      case 'captured':
        return noteCapture(message.scale_id, new Date(message.at));
      case 'released': {
        if (message.kind === 'reader') readers.released(message.id);
        const entry = message.kind === 'scale' ? scales.get(message.id) : undefined;
        if (entry && !entry.held) {
          entry.remote = null;
          readingChanged(message.id);
        }
        return takeOver();
      }
    }
  }

  return {
    start: async () => {
      // Listening first: a save made elsewhere while the devices are read from the database is not missed.
      await holds.check();
      await reloadAll();
      if (holds.shared) takeoverTimer = setInterval(takeOver, TAKEOVER_INTERVAL_MS);
    },

    stop: async () => {
      clearInterval(takeoverTimer);
      await change('stop', async () => {
        stopped = true;
        for (const set of listeners.values()) for (const listener of set) listener.ended();
        listeners.clear();
        await Promise.all([...scales.values()].map(closeIndicator));
        await readers.close();
        // The other instances take the devices over at once.
        await holds.close();
        scales.clear();
        countHeld();
      });
    },

    applyScale: async (scaleId) => {
      await applyScaleHere(scaleId);
      holds.publish({ type: 'changed', kind: 'scale', id: scaleId });
    },

    applyReader: async (readerId) => {
      await applyReaderHere(readerId);
      holds.publish({ type: 'changed', kind: 'reader', id: readerId });
    },

    indicatorReading,

    captured: (scaleId, at) => {
      noteCapture(scaleId, at);
      holds.publish({ type: 'captured', scale_id: scaleId, at: at.toISOString() });
    },

    scaleReading: (scaleId) => {
      const entry = scales.get(scaleId);
      if (!entry) return undefined;
      const counts = entry.indicator?.counts() ?? entry.remote?.shared ?? NO_COUNTS;
      return scaleReadingOf(entry.record, indicatorReading(scaleId), { frames: counts.frames, reconnects: counts.reconnects });
    },

    readerStatus: readers.status,

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

    held: () => ({ scales: heldScales(), readers: readers.held() }),
  };
}
