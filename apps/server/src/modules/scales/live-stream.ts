/**
 * A scale followed live, as Server-Sent Events: its reading at once, then whenever it changes (at most
 * LIVE_UPDATES_PER_SECOND a second, always the latest), and at least once a second while it has an
 * indicator, so that a reading going stale shows; every card read at a reader standing at the scale; and a
 * heartbeat when nothing else was sent for a while, so that the client and any proxy see the stream alive.
 */
import { LIVE_EVENTS, LIVE_HEARTBEAT_MS, LIVE_UPDATES_PER_SECOND } from '@weighbridge/contract/scales';
import { scaleLiveStreams } from '../monitoring/public.js';
import type { DeviceConnections } from './device-connections.js';

/** How long the browser waits before it connects again after losing the stream (the `retry:` field). */
export const LIVE_RETRY_MS = 2000;
const MIN_GAP_MS = 1000 / LIVE_UPDATES_PER_SECOND;
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
  let lastReadingAt = 0;
  let throttled: NodeJS.Timeout | undefined;
  let repeat: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let stopped = false;

  const send = (text: string) => {
    write(text);
    clearTimeout(heartbeat);
    heartbeat = setTimeout(() => send(liveEvent(LIVE_EVENTS.heartbeat, undefined)), heartbeatMs);
  };

  const sendReading = () => {
    clearTimeout(throttled);
    clearTimeout(repeat);
    throttled = undefined;
    const reading = devices.scaleReading(scaleId);
    if (!reading) return finish();
    send(liveEvent(LIVE_EVENTS.reading, reading));
    lastReadingAt = Date.now();
    if (devices.hasIndicator(scaleId)) repeat = setTimeout(sendReading, REPEAT_MS);
  };

  const readingChanged = () => {
    if (throttled) return;
    const wait = lastReadingAt + MIN_GAP_MS - Date.now();
    if (wait <= 0) sendReading();
    else throttled = setTimeout(sendReading, wait);
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
