/**
 * Whether a weight may be captured from a scale's indicator now, and if not, why: the one rule behind the
 * weighing's 409 and the `capture_refusal` of the scale's status and live readings, so the page's Capture
 * button and the server agree.
 */
import { type CaptureRefusal, MIN_CAPTURE_DIVISIONS } from '@weighbridge/contract/scales';
import type { IndicatorReading } from './scale-state.js';

export type CaptureScale = {
  connection: 'manual' | 'tcp' | 'serial';
  enabled: boolean;
  capacityKg: number;
  divisionKg: number;
  /** When a weight was last captured on this scale (scales.last_capture_at). */
  lastCaptureAt: Date | null;
};

/** Why a capture is refused, or null when the reading may be recorded. */
export function captureRefusal(scale: CaptureScale, reading: IndicatorReading | null): CaptureRefusal | null {
  if (scale.connection === 'manual') return 'manual';
  if (!scale.enabled) return 'disabled';
  if (!reading?.connected) return 'offline';
  if (reading.stale) return 'stale';
  // What the indicator says of itself comes first: its weight is not to be trusted while it says it.
  if (reading.fault) return reading.fault;
  // An indicator out of range shows no weight (Toledo, SMA): the flag says which way.
  if (reading.overload || (reading.weightKg !== null && reading.weightKg > scale.capacityKg)) return 'overload';
  if (reading.underZero || (reading.weightKg !== null && reading.weightKg < 0)) return 'underZero';
  // A net weight whose tare the indicator does not send: the gross on the deck is not known.
  if (reading.weightKg === null && reading.net && reading.displayedKg !== null) return 'net';
  // Some formats send no weight while the deck moves (Rinstrum FMT_1's 'M'): that is motion, not silence.
  if (reading.weightKg === null) return reading.motion ? 'motion' : 'stale';
  if (!reading.stable) return 'motion';
  if (deckIsEmpty(scale, reading.weightKg)) return 'belowMinimum';
  if (!returnedToZero(scale, reading)) return 'notReturnedToZero';
  return null;
}

/** The weight is from zero to below the fewest divisions a capture may be: no truck, nothing to weigh. */
export function deckIsEmpty(scale: Pick<CaptureScale, 'divisionKg'>, weightKg: number | null): boolean {
  return weightKg !== null && weightKg >= 0 && weightKg < MIN_CAPTURE_DIVISIONS * scale.divisionKg;
}

/** The scale has shown zero since its last capture (or has never had one): the last truck has driven off. */
export function returnedToZero(scale: Pick<CaptureScale, 'lastCaptureAt'>, reading: Pick<IndicatorReading, 'lastZeroAt'> | null): boolean {
  if (scale.lastCaptureAt === null) return true;
  return reading?.lastZeroAt != null && reading.lastZeroAt > scale.lastCaptureAt;
}
