/**
 * What the live display makes of a scale's reading: the badge the operator reads from the seat, the reason
 * a capture would be refused, and whether Capture may be pressed. The server checks again when the
 * weighing is sent: this only saves the operator a refused request.
 */
import { CAPTURE_REFUSALS, type ScaleReading } from '@weighbridge/contract/scales';

export type IndicatorBadge = 'stable' | 'motion' | 'empty' | 'offline' | 'overload' | 'underZero' | 'fault' | 'net';

/**
 * Colours read at a glance (the labels are the badge's messages): green to weigh, yellow to wait, blue for an empty deck (nothing to
 * weigh yet), red and orange for a fault, grey for no reading.
 */
export const INDICATOR_BADGES: Record<IndicatorBadge, { colour: string }> = {
  stable: { colour: 'green' },
  motion: { colour: 'yellow' },
  empty: { colour: 'blue' },
  offline: { colour: 'gray' },
  overload: { colour: 'red' },
  underZero: { colour: 'orange' },
  fault: { colour: 'orange' },
  net: { colour: 'orange' },
};

/** The latest reading of the live stream (null before the first), and whether the stream is up and the reading fresh. */
export type LiveReading = { reading: ScaleReading | null; live: boolean };

export function indicatorBadge({ reading, live }: LiveReading): IndicatorBadge {
  if (!live || reading === null || !reading.connected || reading.stale) return 'offline';
  // The indicator's own word on itself first: its weight is not to be taken while it says it.
  if (reading.fault) return 'fault';
  if (reading.overload) return 'overload';
  if (reading.under_zero) return 'underZero';
  // A net weight whose tare the indicator does not send: the gross is not known.
  if (reading.net && reading.weight_kg === null) return 'net';
  // An empty deck is not a stable weight to capture, however still it is.
  if (reading.empty) return 'empty';
  return reading.stable ? 'stable' : 'motion';
}

/** Why a capture would be refused now, in the words of the server's 409; null when it would be taken. */
export function captureRefusalText({ reading, live }: LiveReading): string | null {
  if (!live || reading === null) return CAPTURE_REFUSALS.offline;
  if (reading.capture_refusal !== null) return reading.capture_refusal;
  return reading.stable ? null : CAPTURE_REFUSALS.motion;
}

/** Capture is offered only while the reading is stable and the server would take it. */
export function mayCapture(live: LiveReading): live is { reading: ScaleReading & { weight_kg: number }; live: true } {
  return live.reading !== null && live.reading.weight_kg !== null && captureRefusalText(live) === null;
}

/**
 * What the indicator shows when it is not the gross that a capture records: its net weight and its tare,
 * null when it does not send the tare.
 */
export function netNote(reading: ScaleReading | null): { displayedKg: number; tareKg: number | null } | null {
  if (!reading?.net || reading.displayed_kg === null) return null;
  return { displayedKg: reading.displayed_kg, tareKg: reading.tare_kg };
}
