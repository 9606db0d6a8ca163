/**
 * The gaps of the chosen day that nobody has accounted for yet: the time a truck went without a weighing, or a
 * crusher's feeding station without a delivery, for more than two of its usual cycles. A recorder classifies one,
 * which records it as a stop detected from the weighbridge; a gap a recorded stop covers is no longer proposed.
 */
import { Button, Text } from '@mantine/core';
import type { Gap } from '@weighbridge/contract/stops';
import { useIntl } from 'react-intl';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { dayMessages, detectionMessages, gapMessages as text } from './messages';
import { clockTime, stopLength } from './stop-time';

const ONE_LINE = { style: { whiteSpace: 'nowrap' } } as const;

export function DayGapsTable({ gaps, onClassify }: { gaps: readonly Gap[]; onClassify?: (gap: Gap) => void }) {
  const intl = useIntl();
  const { locale } = useFormat();
  const timeZone = useSiteTimeZone();
  const columns: readonly CatalogueColumn<Gap>[] = [
    { header: intl.formatMessage(dayMessages.machine), cell: (gap) => gap.name, td: { fw: 600 } },
    { header: intl.formatMessage(dayMessages.start), cell: (gap) => clockTime(gap.started_at, timeZone, locale), td: ONE_LINE },
    { header: intl.formatMessage(dayMessages.end), cell: (gap) => clockTime(gap.ended_at, timeZone, locale), td: ONE_LINE },
    {
      header: intl.formatMessage(dayMessages.durationHeader),
      align: 'right',
      cell: (gap) => intl.formatMessage(dayMessages.duration, stopLength(gap.started_at, gap.ended_at, new Date(gap.ended_at))),
      td: ONE_LINE,
    },
    { header: intl.formatMessage(text.detected), cell: (gap) => <Text size="sm">{intl.formatMessage(detectionMessages[gap.detection])}</Text> },
    { header: intl.formatMessage(text.usualCycle), align: 'right', cell: (gap) => intl.formatMessage(text.minutes, { minutes: gap.usual_cycle_minutes }), td: ONE_LINE },
  ];
  const actions = onClassify
    ? (gap: Gap) => (
        <Button size="xs" color="orange" aria-label={intl.formatMessage(text.classifyGap, { name: gap.name })} onClick={() => onClassify(gap)}>
          {intl.formatMessage(dayMessages.classify)}
        </Button>
      )
    : undefined;
  return (
    <CatalogueTable
      records={gaps}
      columns={columns}
      rowKey={(gap) => `${gap.equipment_class}:${gap.machine_id}:${gap.started_at}`}
      emptyText={intl.formatMessage(text.none)}
      minWidth={760}
      label={intl.formatMessage(text.title)}
      actions={actions}
    />
  );
}
