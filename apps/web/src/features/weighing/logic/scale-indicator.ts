/**
 * What the live display makes of a scale's reading: the badge the operator reads from the seat, the reason
 * a capture would be refused, and whether Capture may be pressed. The server checks again when the
 * weighing is sent: this only saves the operator a refused request.
 */
import { CAPTURE_REFUSALS, type ScaleReading } from '@weighbridge/contract/scales';

export type IndicatorBadge = 'stable' | 'motion' | 'empty' | 'offline' | 'overload' | 'underZero' | 'fault' | 'net';

/**
 * Labels and colours read at a glance: green to weigh, yellow to wait, blue for an empty deck (nothing to
 * weigh yet), red and orange for a fault, grey for no reading.
 */
export const INDICATOR_BADGES: Record<IndicatorBadge, { label: string; colour: string }> = {
  stable: { label: 'Stable', colour: 'green' },
  motion: { label: 'Motion', colour: 'yellow' },
  empty: { label: 'Empty', colour: 'blue' },
  offline: { label: 'Offline', colour: 'gray' },
  overload: { label: 'Overload', colour: 'red' },
  underZero: { label: 'Under zero', colour: 'orange' },
  fault: { label: 'Check indicator', colour: 'orange' },
  net: { label: 'Net', colour: 'orange' },
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

/** What the indicator shows when it is not the gross that a capture records: its net weight and tare. */
export function netNote(reading: ScaleReading | null, format: (kg: number) => string): string | null {
  if (!reading?.net || reading.displayed_kg === null) return null;
  if (reading.tare_kg === null) return `The indicator shows ${format(reading.displayed_kg)} net and does not send its tare`;
  return `The indicator shows ${format(reading.displayed_kg)} net of a tare of ${format(reading.tare_kg)}: the gross is captured`;
}
