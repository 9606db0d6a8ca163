/**
 * 'MANUAL' beside a weight that was typed where the scale's indicator could have given it: the weights a
 * dispute starts with. The server takes a typed weight on a scale with an indicator only with a reason,
 * and keeps no reason on a scale without one (every weight typed, as before indicators); so the reason
 * tells the two apart as they were weighed, whatever has become of the scale since.
 */
import { Badge } from '@mantine/core';
import type { WeightSource } from '@weighbridge/contract/scales';

/** Whether a weight from `source` was typed on a scale with an indicator (see above). */
export function typedOnIndicator(source: WeightSource, manualReason: string | null): boolean {
  return source === 'manual' && manualReason !== null;
}

/** A document's weights that were typed on a scale with an indicator: its gross, its tara, or both. */
export function typedWeightsOf(document: { weight_source: WeightSource; tare_weight_source: WeightSource; manual_reason: string | null }) {
  return {
    gross: typedOnIndicator(document.weight_source, document.manual_reason),
    tare: typedOnIndicator(document.tare_weight_source, document.manual_reason),
  };
}

/** Whether the gross or the tara of a document (a tara row: its one weight) was typed on a scale with an indicator. */
export function typedAnyWeight(document: Parameters<typeof typedWeightsOf>[0]): boolean {
  const typed = typedWeightsOf(document);
  return typed.gross || typed.tare;
}

/** The mark itself; the reason shows on hover. */
export function ManualWeightMark({ reason }: { reason: string | null }) {
  return (
    <Badge size="sm" radius="sm" color="orange" variant="light" ml={6} title={reason ?? undefined}>
      MANUAL
    </Badge>
  );
}
