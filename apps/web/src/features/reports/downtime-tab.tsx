/**
 * Downtime: the Stop Counter's figures of the period, a table per machine class with the class's total, how
 * the figures are worked out, and the Pareto of the stop reasons as a chart and a table. A class without
 * machines has no table.
 */
import { List, Stack, Text } from '@mantine/core';
import { DOWNTIME_PARETO_TABLE, REPORT_DEFINITIONS } from '@weighbridge/contract/report-tables';
import type { DowntimeReport } from '@weighbridge/contract/reports';
import { TRAILING_RATE_DAYS } from '@weighbridge/contract/stop-figures';
import { useIntl } from 'react-intl';
import { ParetoChart } from '../../components/lazy-pareto-chart';
import { useDowntimeReport } from './api/get-downtime-report';
import { paretoBars } from './downtime-figures';
import { chartMessages, downtimeFormulaMessages as formulas } from './messages';
import { ReportSection, ReportTableSection } from './report-blocks';
import { useReportLanguage } from './report-language';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

const { tables } = REPORT_DEFINITIONS.downtime;
const paretoTable = tables.find((table) => table.title === DOWNTIME_PARETO_TABLE)!;
const classTables = tables.filter((table) => table !== paretoTable);

const FORMULAS = [formulas.physicalAvailability, formulas.useOfAvailability, formulas.effectiveUtilisation, formulas.meanTimeBetweenFailures, formulas.meanTimeToRepair];

function Formulas() {
  const intl = useIntl();
  return (
    <Stack gap={4} component="section" aria-label={intl.formatMessage(formulas.title)}>
      <Text size="sm" fw={600}>
        {intl.formatMessage(formulas.title)}
      </Text>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(formulas.times)}
      </Text>
      <List size="sm" c="dimmed">
        {FORMULAS.map((formula) => (
          <List.Item key={formula.id}>{intl.formatMessage(formula)}</List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(formulas.lostTons, { days: TRAILING_RATE_DAYS })}
      </Text>
    </Stack>
  );
}

function DowntimeReportView({ report }: { report: DowntimeReport }) {
  const language = useReportLanguage();
  const intl = useIntl();
  const chartTitle = intl.formatMessage(chartMessages.stopReasonsByHours);
  return (
    <Stack gap="md">
      {classTables
        .filter((table) => table.rows(report).length > 0)
        .map((table) => (
          <ReportTableSection key={table.title} table={table} data={report} />
        ))}
      <Formulas />
      {report.reasons.length > 0 && (
        <ReportSection title={chartTitle}>
          <ParetoChart bars={paretoBars(report, language.text)} title={chartTitle} />
        </ReportSection>
      )}
      <ReportTableSection table={paretoTable} data={report} />
    </Stack>
  );
}

export function DowntimeTab({ period }: { period: PeriodQuery }) {
  const query = useDowntimeReport(period);
  return (
    <ReportPanel query={query} name="downtime" isEmpty={(report) => report.machines.length === 0}>
      {(report) => <DowntimeReportView report={report} />}
    </ReportPanel>
  );
}
