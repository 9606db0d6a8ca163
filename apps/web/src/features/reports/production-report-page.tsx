/**
 * /reports/production: each crushing plant's figures of a period of production days (Month, Year or Custom):
 * feed weighed and logged, output per product and its yield, tons per operating hour, utilisation,
 * availability, the plan's attainment, specific energy and the feed check; the plan against the output month
 * by month as a chart and a table; Excel and PDF of the same tables (`reports.production.export`).
 */
import { Stack } from '@mantine/core';
import { PRODUCTION_REPORT } from '@weighbridge/contract/operations-report-tables';
import { OPERATIONS_REPORT_PERIODS, type OperationsReportPeriod } from '@weighbridge/contract/operations-reports';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageToolbar } from '../../components/page-toolbar';
import { useProductionReport } from './api/get-production-report';
import { ExportButtons } from './export-buttons';
import { TonsColumnsChart } from '../../components/lazy-tons-columns-chart';
import { chartMessages } from './messages';
import { isEmptyProduction, productionChartRows } from './operations-report-figures';
import { DefinedReport, ReportSection } from './report-blocks';
import { useReportLanguage } from './report-language';
import { ReportPanel } from './report-panel';
import { INITIAL_OPERATIONS_PERIOD, type PeriodState } from './report-period';
import { ReportPeriodFilter } from './report-period-filter';
import { useMonthLabel } from './use-month-label';

export function ProductionReportPage() {
  const [period, setPeriod] = useState<PeriodState<OperationsReportPeriod>>(INITIAL_OPERATIONS_PERIOD);
  const report = useProductionReport(period.query);
  const language = useReportLanguage();
  const intl = useIntl();
  const monthLabel = useMonthLabel();
  const chartTitle = intl.formatMessage(chartMessages.outputAgainstPlan);

  return (
    <Stack gap="md">
      <PageToolbar title={language.text(PRODUCTION_REPORT.title)}>
        <ExportButtons report="production" query={period.query} />
      </PageToolbar>
      <ReportPeriodFilter state={period} onChange={setPeriod} choices={OPERATIONS_REPORT_PERIODS} />
      <ReportPanel query={report} name="production" isEmpty={isEmptyProduction}>
        {(data) => (
          <DefinedReport definition={PRODUCTION_REPORT} data={data}>
            <ReportSection title={chartTitle}>
              <TonsColumnsChart rows={productionChartRows(data, monthLabel)} names={[language.text('Plan'), language.text('Output')]} title={chartTitle} stacked={false} />
            </ReportSection>
          </DefinedReport>
        )}
      </ReportPanel>
    </Stack>
  );
}
