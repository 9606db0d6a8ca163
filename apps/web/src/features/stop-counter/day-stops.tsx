/**
 * The stops of one site day: machine, start, end, length, reason, category, comment and source. A stop without
 * a reason reads 'Not classified' and recorders classify it here; those who edit stops correct one.
 */
import { Badge, Button, Group, Text } from '@mantine/core';
import { siteDay } from '@weighbridge/contract/date-ranges';
import type { Stop } from '@weighbridge/contract/stops';
import { type IntlShape, useIntl } from 'react-intl';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { useNow } from '../../lib/use-now';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { type PageFormats, useFormat } from '../../lib/use-format';
import { categoryMessages, dayMessages as text, sourceMessages } from './messages';
import { clockTime, stopLength } from './stop-time';

/** An open stop's length keeps up on an open page. */
const LENGTH_REFRESH_MS = 60_000;

/** Times do not break across lines. */
const ONE_LINE = { style: { whiteSpace: 'nowrap' } } as const;

type Shown = { formats: PageFormats; timeZone: string; day: string; now: Date };

/** A moment of the chosen day as its time on the site's clock; one of another day (a stop across midnight) with its date. */
function momentText(iso: string, { formats, timeZone, day }: Shown): string {
  return siteDay(new Date(iso), timeZone) === day ? clockTime(iso, timeZone, formats.locale) : formats.formatDateTime(iso, timeZone);
}

function stopColumns(intl: IntlShape, shown: Shown): readonly CatalogueColumn<Stop>[] {
  return [
    { header: intl.formatMessage(text.machine), cell: (stop) => stop.machine_name, td: { fw: 600 } },
    { header: intl.formatMessage(text.start), cell: (stop) => momentText(stop.started_at, shown), td: ONE_LINE },
    { header: intl.formatMessage(text.end), cell: (stop) => (stop.ended_at ? momentText(stop.ended_at, shown) : intl.formatMessage(text.stillStopped)), td: ONE_LINE },
    {
      header: intl.formatMessage(text.durationHeader),
      align: 'right',
      cell: (stop) => intl.formatMessage(text.duration, stopLength(stop.started_at, stop.ended_at, shown.now)),
      td: ONE_LINE,
    },
    {
      header: intl.formatMessage(text.reason),
      cell: (stop) =>
        stop.reason_name ?? (
          <Badge color="orange" variant="light">
            {intl.formatMessage(text.notClassified)}
          </Badge>
        ),
    },
    { header: intl.formatMessage(text.category), cell: (stop) => (stop.category ? intl.formatMessage(categoryMessages[stop.category]) : '') },
    { header: intl.formatMessage(text.comment), cell: (stop) => <Text size="sm">{stop.comment}</Text> },
    { header: intl.formatMessage(text.source), cell: (stop) => intl.formatMessage(sourceMessages[stop.source]) },
  ];
}

type DayStopsProps = {
  stops: readonly Stop[];
  /** The site day shown, 'YYYY-MM-DD'. */
  day: string;
  /** Left out for those who may not record, or edit: the buttons are hidden. */
  onClassify?: (stop: Stop) => void;
  onEdit?: (stop: Stop) => void;
};

export function DayStopsTable({ stops, day, onClassify, onEdit }: DayStopsProps) {
  const intl = useIntl();
  const formats = useFormat();
  const timeZone = useSiteTimeZone();
  const now = useNow(LENGTH_REFRESH_MS);
  const actions =
    onClassify || onEdit
      ? (stop: Stop) => (
          <Group gap="xs" wrap="nowrap">
            {onClassify && stop.reason_id === null && (
              <Button size="xs" color="orange" aria-label={intl.formatMessage(text.classifyStop, { name: stop.machine_name })} onClick={() => onClassify(stop)}>
                {intl.formatMessage(text.classify)}
              </Button>
            )}
            {onEdit && (
              <Button size="xs" variant="default" aria-label={intl.formatMessage(text.editStop, { name: stop.machine_name })} onClick={() => onEdit(stop)}>
                {intl.formatMessage(text.edit)}
              </Button>
            )}
          </Group>
        )
      : undefined;
  return (
    <CatalogueTable
      records={stops}
      columns={stopColumns(intl, { formats, timeZone, day, now })}
      rowKey={(stop) => stop.stop_id}
      emptyText={intl.formatMessage(text.none)}
      minWidth={960}
      label={intl.formatMessage(text.title)}
      actions={actions}
    />
  );
}
