/**
 * What the instances sharing a PostgreSQL database tell each other about the devices (see device-holds):
 * the holder's readings and card reads, and the saves and captures made on any instance, which change how
 * the holder talks to a device or what its readings say.
 *
 * A reading travels with its times as ages when it was sent, not as clock times, so that a receiver
 * whose clock differs from the holder's still sees it go stale after the same second and compares its
 * last zero with a capture's time in its own clock.
 */
import type { CardRead, ReaderStatus } from '@weighbridge/contract/scales';
import type { DEVICE_LOCK_CLASSES } from '../../db/advisory-locks.js';
import type { ConnectionCounts } from './scale-reading.js';
import { type IndicatorReading, STALE_AFTER_MS } from './scale-state.js';

/** A scale's indicator or a card reader. */
export type DeviceKind = keyof typeof DEVICE_LOCK_CLASSES;

export type SharedReading = Omit<IndicatorReading, 'lastFrameAt' | 'lastZeroAt' | 'stale'> &
  ConnectionCounts & {
    /** How long before sending the last frame came; null before the first. */
    frameAgeMs: number | null;
    zeroAgeMs: number | null;
  };

export type DeviceMessage =
  | { type: 'reading'; scale_id: number; reading: SharedReading }
  | { type: 'card'; read: CardRead; status: ReaderStatus }
  | { type: 'reader'; status: ReaderStatus }
  /** The device was saved: every instance applies it as the database now holds it. */
  | { type: 'changed'; kind: DeviceKind; id: number }
  | { type: 'captured'; scale_id: number; at: string }
  /** Its holder let it go: no one talks to it until another instance takes it. */
  | { type: 'released'; kind: DeviceKind; id: number };

/** A reading received from the holder, with when it came (this instance's clock). */
export type ReceivedReading = { shared: SharedReading; receivedAt: number };

/** A raw frame longer than this is cut short in a message (a frame is a line of a few dozen characters). */
const MAX_RAW_CHARS = 256;

const ageAt = (time: Date | null, now: number) => (time === null ? null : Math.max(0, now - time.getTime()));
const timeOf = (ageMs: number | null, receivedAt: number) => (ageMs === null ? null : new Date(receivedAt - ageMs));

export function shareReading(reading: IndicatorReading, counts: ConnectionCounts, now: number): SharedReading {
  // The times travel as ages; whether it is stale the receiver works out from the age.
  const { lastFrameAt, lastZeroAt, stale, raw, ...said } = reading;
  return {
    ...said,
    frames: counts.frames,
    reconnects: counts.reconnects,
    raw: raw?.slice(0, MAX_RAW_CHARS) ?? null,
    frameAgeMs: ageAt(lastFrameAt, now),
    zeroAgeMs: ageAt(lastZeroAt, now),
  };
}

/** The holder's reading as it stands at `now` here: it goes stale as the holder's own would. */
export function receivedReading({ shared, receivedAt }: ReceivedReading, now: number): IndicatorReading {
  const { frameAgeMs, zeroAgeMs, frames, reconnects, ...said } = shared;
  const lastFrameAt = timeOf(frameAgeMs, receivedAt);
  const stale = lastFrameAt === null || now - lastFrameAt.getTime() > STALE_AFTER_MS;
  return {
    ...said,
    // Stable and in motion only while the reading is live, as ScaleState says them.
    stable: shared.stable && !stale,
    motion: shared.motion && !stale,
    stale,
    lastFrameAt,
    lastZeroAt: timeOf(zeroAgeMs, receivedAt),
  };
}

/**
 * Calls `send` at most once per `gapMs`, always with the state of the moment: a change within the gap is
 * sent at its end. The holder's indicator sends about ten frames a second; the live streams send no more.
 */
export function pacer(gapMs: number, send: () => void): { changed: () => void; stop: () => void } {
  let lastSent = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  const fire = () => {
    timer = undefined;
    lastSent = Date.now();
    send();
  };
  return {
    changed: () => {
      if (timer) return;
      const wait = lastSent + gapMs - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    stop: () => clearTimeout(timer),
  };
}
