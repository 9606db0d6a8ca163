/**
 * What the live display makes of a scale's reading: the badge the operator reads from the seat, the reason
 * a capture would be refused, and whether Capture may be pressed. The server checks again when the
 * weighing is sent: this only saves the operator a refused request.
 */
import { CAPTURE_REFUSALS, type ScaleReading } from '@weighbridge/contract/scales';

export type IndicatorBadge = 'stable' | 'motion' | 'offline' | 'overload' | 'underZero';

/** Labels and colours read at a glance: green to weigh, yellow to wait, red and orange for a fault, grey for no reading. */
export const INDICATOR_BADGES: Record<IndicatorBadge, { label: string; colour: string }> = {
  stable: { label: 'Stable', colour: 'green' },
  motion: { label: 'Motion', colour: 'yellow' },
  offline: { label: 'Offline', colour: 'gray' },
  overload: { label: 'Overload', colour: 'red' },
  underZero: { label: 'Under zero', colour: 'orange' },
};

/** The latest reading of the live stream (null before the first), and whether the stream is up and the reading fresh. */
export type LiveReading = { reading: ScaleReading | null; live: boolean };

export function indicatorBadge({ reading, live }: LiveReading): IndicatorBadge {
  if (!live || reading === null || !reading.connected || reading.stale) return 'offline';
  if (reading.overload) return 'overload';
  if (reading.under_zero) return 'underZero';
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
