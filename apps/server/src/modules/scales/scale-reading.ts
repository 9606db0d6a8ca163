/**
 * A scale's reading as its status route and live stream answer it: what the indicator says now, the
 * connection's counts, and whether a capture would be taken (the same rule the weighing applies).
 */
import { CAPTURE_REFUSALS, type ScaleReading } from '@weighbridge/contract/scales';
import { captureRefusal, deckIsEmpty, returnedToZero } from './capture-rule.js';
import type { ScaleRecord } from './repository.js';
import type { IndicatorReading } from './scale-state.js';

export type ConnectionCounts = { frames: number; reconnects: number };

/** `indicator`: null for a scale without a connection (manual or disabled). */
export function scaleReadingOf(scale: ScaleRecord, indicator: IndicatorReading | null, counts: ConnectionCounts): ScaleReading {
  const refusal = captureRefusal(
    { connection: scale.connection, enabled: scale.enabled, capacityKg: scale.capacity_kg, divisionKg: scale.division_kg, lastCaptureAt: scale.lastCaptureAt },
    indicator,
  );
  return {
    scale_id: scale.scale_id,
    connection: scale.connection,
    weight_kg: indicator?.weightKg ?? null,
    displayed_kg: indicator?.displayedKg ?? null,
    net: indicator?.net ?? false,
    tare_kg: indicator?.tareKg ?? null,
    unit: indicator?.unit ?? null,
    fault: indicator?.fault ?? null,
    diagnosis: indicator?.diagnosis ?? null,
    stable: indicator?.stable ?? false,
    motion: indicator?.motion ?? false,
    zero: indicator?.zero ?? false,
    overload: indicator?.overload ?? false,
    under_zero: indicator?.underZero ?? false,
    // Only a weight the indicator vouches for: one out of range reads as such, not as an empty deck.
    empty: !indicator?.underZero && !indicator?.overload && deckIsEmpty({ divisionKg: scale.division_kg }, indicator?.weightKg ?? null),
    connected: indicator?.connected ?? false,
    // A scale without an indicator has no reading to go stale.
    stale: scale.connection !== 'manual' && (indicator?.stale ?? true),
    returned_to_zero: returnedToZero({ lastCaptureAt: scale.lastCaptureAt }, indicator),
    last_frame_at: indicator?.lastFrameAt?.toISOString() ?? null,
    frames_per_second: indicator?.framesPerSecond ?? 0,
    frames: counts.frames,
    parse_errors: indicator?.parseErrors ?? 0,
    reconnects: counts.reconnects,
    capture_refusal: refusal === null ? null : CAPTURE_REFUSALS[refusal],
  };
}
