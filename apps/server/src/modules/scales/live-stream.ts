/**
 * A scale followed live, as Server-Sent Events: its reading at once, then whenever it changes (at most
 * LIVE_UPDATES_PER_SECOND a second, always the latest; see readingChanged for the pacing), and at least once a second while it has an
 * indicator, so that a reading going stale shows; every card read at a reader standing at the scale; and a
 * heartbeat when nothing else was sent for a while, so that the client and any proxy see the stream alive.
 */
import { LIVE_EVENTS, LIVE_HEARTBEAT_MS, LIVE_UPDATES_PER_SECOND } from '@weighbridge/contract/scales';
import { scaleLiveStreams } from '../../metrics/metrics.js';
import type { DeviceConnections } from './device-connections.js';

/** How long the browser waits before it connects again after losing the stream (the `retry:` field). */
export const LIVE_RETRY_MS = 2000;
const MIN_GAP_MS = 1000 / LIVE_UPDATES_PER_SECOND;
/** A reading that would wait longer than this for its turn is left for the next one (see readingChanged). */
const MAX_WAIT_MS = MIN_GAP_MS / 4;
/** While the scale has an indicator, its reading goes out at least this often. */
const REPEAT_MS = 1000;

export type LiveStreamOptions = {
  scaleId: number;
  devices: Pick<DeviceConnections, 'scaleReading' | 'hasIndicator' | 'listen'>;
  write: (text: string) => void;
  /** The stream is over (the server is stopping, or the scale is gone). */
  end: () => void;
  heartbeatMs?: number;
};

/** One event in the wire format; a heartbeat's empty `data:` line still makes it an event the client sees. */
export function liveEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata:${data === undefined ? '' : ` ${JSON.stringify(data)}`}\n\n`;
}

/** Starts the stream; answers the function that stops it (the client went away). */
export function followScale(options: LiveStreamOptions): () => void {
  const { scaleId, devices, write, heartbeatMs = LIVE_HEARTBEAT_MS } = options;
  const series = { scale: String(scaleId) };
  /** When the last reading went, or was due when a timer sent it late: the next is due MIN_GAP_MS after. */
  let lastSlot = -Infinity;
  let throttled: NodeJS.Timeout | undefined;
  let throttledFor = 0;
  let repeat: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let stopped = false;

  const send = (text: string) => {
    write(text);
    clearTimeout(heartbeat);
    heartbeat = setTimeout(() => send(liveEvent(LIVE_EVENTS.heartbeat, undefined)), heartbeatMs);
  };

  const sendReading = (slot = Date.now()) => {
    clearTimeout(throttled);
    clearTimeout(repeat);
    throttled = undefined;
    const reading = devices.scaleReading(scaleId);
    if (!reading) return finish();
    send(liveEvent(LIVE_EVENTS.reading, reading));
    lastSlot = slot;
    if (devices.hasIndicator(scaleId)) repeat = setTimeout(() => sendReading(), REPEAT_MS);
  };

  const sendAt = (slot: number) => {
    clearTimeout(throttled);
    throttledFor = slot;
    throttled = setTimeout(() => sendReading(slot), slot - Date.now());
  };

  /**
   * An indicator sends about as often as a stream may (ten frames a second), so a reading that came a
   * little early must not make every later one wait: the turns are counted from when each was due, not from
   * when a late timer sent it, and a reading whose turn is more than MAX_WAIT_MS away is left for the next
   * frame, which comes in time for the turn after (or, should none come, is sent then). The weight on
   * screen is then never more than a fraction of a frame behind the indicator.
   */
  const readingChanged = () => {
    const now = Date.now();
    const due = lastSlot + MIN_GAP_MS;
    if (now >= due) return sendReading(now);
    const slot = due - now <= MAX_WAIT_MS ? due : due + MIN_GAP_MS;
    if (!throttled || slot < throttledFor) sendAt(slot);
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    scaleLiveStreams.dec(series);
    unlisten();
    for (const timer of [throttled, repeat, heartbeat]) clearTimeout(timer);
  };

  const finish = () => {
    stop();
    options.end();
  };

  scaleLiveStreams.inc(series);
  write(`retry: ${LIVE_RETRY_MS}\n\n`);
  // Assigned below; a stream started while the server stops is ended from within listen().
  let unlisten: () => void = () => undefined;
  unlisten = devices.listen(scaleId, {
    reading: readingChanged,
    card: (read) => send(liveEvent(LIVE_EVENTS.card, read)),
    ended: finish,
  });
  if (!stopped) sendReading();
  return stop;
}
