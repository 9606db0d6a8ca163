/**
 * 'MANUAL' beside a weight that was typed where the scale's indicator could have given it; which weights
 * those are is the contract's rule (`typedOnIndicator`, `typedWeightsOf`), which the printed ticket follows too.
 */
import { FormattedMessage } from 'react-intl';
import { manualMarkMessages } from './messages';
import { Badge } from '@mantine/core';
import { typedWeightsOf } from '@weighbridge/contract/scales';

/** Whether the gross or the tara of a document (a tara row: its one weight) was typed on a scale with an indicator. */
export function typedAnyWeight(document: Parameters<typeof typedWeightsOf>[0]): boolean {
  const typed = typedWeightsOf(document);
  return typed.gross || typed.tare;
}

/** The mark itself; the reason shows on hover. */
export function ManualWeightMark({ reason }: { reason: string | null }) {
  return (
    <Badge size="sm" radius="sm" color="orange" variant="light" ml={6} title={reason ?? undefined}>
      <FormattedMessage {...manualMarkMessages.manual} />
    </Badge>
  );
}
