/**
 * /reports/drilling: the drilling and blasting of a period of production days (Month, Year or Custom): metres
 * per rig (per shift, per drill hour), each blast's volume, tons broken, powder factors, tons hauled and
 * remaining and kg per weighed ton (a page of blasts at a time; the files hold them all), and the approved plan
 * against the actuals per month, area and rig, the months also as a chart; Excel and PDF of the same tables
 * (`reports.drilling.export`).
 */
import { Stack } from '@mantine/core';
import { DRILLING_BLASTS_TABLE, DRILLING_REPORT } from '@weighbridge/contract/operations-report-tables';
import { OPERATIONS_REPORT_PERIODS, type OperationsReportPeriod } from '@weighbridge/contract/operations-reports';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageToolbar } from '../../components/page-toolbar';
import { PaginationBar } from '../../components/pagination-bar';
import { usePageOf } from '../../lib/use-page-of';
import { useDrillingReport } from './api/get-drilling-report';
import { ExportButtons } from './export-buttons';
import { TonsColumnsChart } from '../../components/lazy-tons-columns-chart';
import { chartMessages } from './messages';
import { drillingChartRows, isEmptyDrilling } from './operations-report-figures';
import { DefinedReport, ReportSection } from './report-blocks';
import { useReportLanguage } from './report-language';
import { ReportPanel } from './report-panel';
import { INITIAL_OPERATIONS_PERIOD, type PeriodState } from './report-period';
import { ReportPeriodFilter } from './report-period-filter';
import { useMonthLabel } from './use-month-label';

export function DrillingReportPage() {
  const [period, setPeriod] = useState<PeriodState<OperationsReportPeriod>>(INITIAL_OPERATIONS_PERIOD);
  const [blastsPage, setBlastsPage] = usePageOf(JSON.stringify(period.query));
  const report = useDrillingReport(period.query, blastsPage);
  const language = useReportLanguage();
  const intl = useIntl();
  const monthLabel = useMonthLabel();
  const chartTitle = intl.formatMessage(chartMessages.metresAgainstPlan);

  return (
    <Stack gap="md">
      <PageToolbar title={language.text(DRILLING_REPORT.title)}>
        <ExportButtons report="drilling" query={period.query} />
      </PageToolbar>
      <ReportPeriodFilter state={period} onChange={setPeriod} choices={OPERATIONS_REPORT_PERIODS} />
      <ReportPanel query={report} name="drilling" isEmpty={isEmptyDrilling}>
        {(data) => (
          <DefinedReport
            definition={DRILLING_REPORT}
            data={data}
            footers={{ [DRILLING_BLASTS_TABLE]: <PaginationBar {...data.blast_pages} onPage={setBlastsPage} /> }}
          >
            <ReportSection title={chartTitle}>
              <TonsColumnsChart
                rows={drillingChartRows(data, monthLabel)}
                names={[language.text('Planned Metres'), language.text('Actual Metres')]}
                title={chartTitle}
                stacked={false}
                measure="metres"
              />
            </ReportSection>
          </DefinedReport>
        )}
      </ReportPanel>
    </Stack>
  );
}
