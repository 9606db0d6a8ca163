/**
 * The Drill logs tab: each rig's totals over the chosen production days (metres, shifts worked, drill hours and
 * the rates the server computes), with a way to its delays on the Stop Counter, and the logs themselves. A log is
 * entered with 'Log a shift' and corrected with its edit button.
 */
import { Anchor, Text } from '@mantine/core';
import type { DrillLog, DrillLogList, RigTotals } from '@weighbridge/contract/drill-logs';
import { stopCounterOfMachine } from '@weighbridge/contract/page-paths';
import type { ShiftPattern } from '@weighbridge/contract/shifts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDrillRigs } from '../../../app/queries/drill-rigs';
import { useLoadingAreas } from '../../../app/queries/loading-areas';
import { CatalogueTable } from '../../../components/catalogue-table';
import { editDeleteActions } from '../../../components/record-actions';
import { useFormat } from '../../../lib/use-format';
import { useDrillLogs } from './api/get-drill-logs';
import { useDrillingOperators } from './api/get-drilling-operators';
import { DrillLogFormModal } from './drill-log-form';
import { drillingFieldMessages as field, drillLogMessages as text } from './messages';
import { type OperationsPeriod, periodToAsk } from './operations-period';
import { OperationsList, OperationsPeriodTab } from './operations-period-tab';

type Props = {
  period: OperationsPeriod;
  onPeriodChange: (period: OperationsPeriod) => void;
  /** The site's shifts, which a new log's day and shift start from. */
  pattern: ShiftPattern;
  mayRecord: boolean;
  mayEdit: boolean;
};

export function DrillLogTab({ period, onPeriodChange, pattern, mayRecord, mayEdit }: Props) {
  const intl = useIntl();
  const logs = useDrillLogs(periodToAsk(period));
  // The form's choices are loaded with the list, so that 'Log a shift' opens with them, the only rig or area already chosen.
  useDrillRigs(mayRecord || mayEdit);
  useDrillingOperators();
  useLoadingAreas();
  return (
    <OperationsPeriodTab<DrillLogList, DrillLog>
      period={period}
      onPeriodChange={onPeriodChange}
      answer={logs}
      loadFailed={text.loadFailed}
      addLabel={intl.formatMessage(text.logShift)}
      mayAdd={mayRecord}
      mayEdit={mayEdit}
      lists={(answer, edit) => (
        <>
          <OperationsList title={intl.formatMessage(text.totals)}>
            <RigTotalsTable totals={answer.totals} />
          </OperationsList>
          <OperationsList title={intl.formatMessage(text.logs)}>
            <DrillLogsTable logs={answer.data} onEdit={edit} />
          </OperationsList>
        </>
      )}
      form={(log, close) => <DrillLogFormModal record={log} pattern={pattern} onClose={close} />}
    />
  );
}

function RigTotalsTable({ totals }: { totals: readonly RigTotals[] }) {
  const intl = useIntl();
  const { formatNumber } = useFormat();
  return (
    <CatalogueTable
      records={totals}
      rowKey={(rig) => rig.rig_id}
      emptyText={intl.formatMessage(text.noTotals)}
      minWidth={620}
      label={intl.formatMessage(text.totals)}
      columns={[
        { header: intl.formatMessage(field.rig_id), cell: (rig) => rig.rig_name, td: { fw: 600 } },
        { header: intl.formatMessage(text.metres), align: 'right', cell: (rig) => formatNumber(rig.metres) },
        { header: intl.formatMessage(text.shifts), align: 'right', cell: (rig) => formatNumber(rig.shifts) },
        { header: intl.formatMessage(field.drill_hours), align: 'right', cell: (rig) => formatNumber(rig.drill_hours) },
        { header: intl.formatMessage(text.metresPerShift), align: 'right', cell: (rig) => formatNumber(rig.metres_per_shift) },
        { header: intl.formatMessage(text.metresPerHour), align: 'right', cell: (rig) => formatNumber(rig.metres_per_drill_hour) },
        { header: intl.formatMessage(field.bit_changes), align: 'right', cell: (rig) => formatNumber(rig.bit_changes) },
        {
          header: intl.formatMessage(text.delays),
          cell: (rig) => (
            <Anchor component={Link} to={stopCounterOfMachine('drillingStopCounter', rig.rig_id)} aria-label={intl.formatMessage(text.delaysOf, { rig: rig.rig_name })}>
              {intl.formatMessage(text.stopCounter)}
            </Anchor>
          ),
        },
      ]}
    />
  );
}

function DrillLogsTable({ logs, onEdit }: { logs: readonly DrillLog[]; onEdit: ((log: DrillLog) => void) | undefined }) {
  const intl = useIntl();
  const { formatNumber, formatCalendarDate } = useFormat();
  return (
    <CatalogueTable
      records={logs}
      rowKey={(log) => log.drill_log_id}
      emptyText={intl.formatMessage(text.none)}
      minWidth={640}
      label={intl.formatMessage(text.logs)}
      columns={[
        {
          header: intl.formatMessage(field.production_day),
          cell: (log) => (
            <>
              <Text size="sm">{formatCalendarDate(log.production_day)}</Text>
              <Text size="xs" c="dimmed">
                {log.shift}
              </Text>
            </>
          ),
        },
        { header: intl.formatMessage(field.rig_id), cell: (log) => log.rig_name, td: { fw: 600 } },
        { header: intl.formatMessage(field.operator_id), cell: (log) => log.operator_name },
        {
          header: intl.formatMessage(text.area),
          cell: (log) => (
            <>
              <Text size="sm">{log.polygon_code}</Text>
              <Text size="xs" c="dimmed">
                {log.area_name}
              </Text>
            </>
          ),
        },
        { header: intl.formatMessage(field.hole_count), align: 'right', cell: (log) => formatNumber(log.hole_count) },
        { header: intl.formatMessage(text.metres), align: 'right', cell: (log) => formatNumber(log.metres) },
        { header: intl.formatMessage(field.drill_hours), align: 'right', cell: (log) => formatNumber(log.drill_hours) },
      ]}
      actions={editDeleteActions<DrillLog>(
        (log) => intl.formatMessage(text.recordLabel, { rig: log.rig_name, day: log.production_day, shift: log.shift }),
        onEdit,
        undefined,
      )}
    />
  );
}
