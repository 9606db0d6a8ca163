/** The shift logs of a period: plant, production day, shift, running hours, feed, output, and who signed when. */
import { Badge, Button } from '@mantine/core';
import type { ShiftLog } from '@weighbridge/contract/shift-logs';
import { type IntlShape, useIntl } from 'react-intl';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { type PageFormats, useFormat } from '../../lib/use-format';
import { shiftLogPageMessages as text, shiftLogRowMessages } from './messages';

function logColumns(intl: IntlShape, formats: PageFormats, timeZone: string): readonly CatalogueColumn<ShiftLog>[] {
  return [
    { header: intl.formatMessage(text.plant), cell: (log) => log.plant_name, td: { fw: 600 } },
    { header: intl.formatMessage(text.productionDay), cell: (log) => formats.formatCalendarDate(log.production_day) },
    { header: intl.formatMessage(text.shift), cell: (log) => log.shift_name },
    { header: intl.formatMessage(text.runningHours), align: 'right', cell: (log) => formats.formatNumber(log.running_hours) },
    { header: intl.formatMessage(text.feed), align: 'right', cell: (log) => formats.formatNumber(log.feed_tons) },
    { header: intl.formatMessage(text.output), align: 'right', cell: (log) => formats.formatNumber(log.output_tons) },
    {
      header: intl.formatMessage(text.signedBy),
      cell: (log) =>
        log.signed_by ?? (
          <Badge variant="light" color="orange">
            {intl.formatMessage(text.notSigned)}
          </Badge>
        ),
    },
    { header: intl.formatMessage(text.signedAt), cell: (log) => formats.formatDateTime(log.signed_at, timeZone) },
  ];
}

export function ShiftLogTable({ logs, onOpen }: { logs: readonly ShiftLog[]; onOpen: (log: ShiftLog) => void }) {
  const intl = useIntl();
  const formats = useFormat();
  const timeZone = useSiteTimeZone();
  return (
    <CatalogueTable
      records={logs}
      columns={logColumns(intl, formats, timeZone)}
      rowKey={(log) => log.log_id ?? `${log.plant_id}-${log.production_day}-${log.shift_name}`}
      emptyText={intl.formatMessage(text.none)}
      minWidth={900}
      label={intl.formatMessage(text.logs)}
      actions={(log) => (
        <Button
          size="xs"
          variant="light"
          aria-label={intl.formatMessage(shiftLogRowMessages.open, { plant: log.plant_name, day: formats.formatCalendarDate(log.production_day), shift: log.shift_name })}
          onClick={() => onOpen(log)}
        >
          {intl.formatMessage(shiftLogRowMessages.openButton)}
        </Button>
      )}
    />
  );
}
