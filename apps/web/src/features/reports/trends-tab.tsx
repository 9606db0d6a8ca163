/** Trends: by day, or by month for a long period, the transactions, loads, vehicles and weight. */
import { REPORT_DEFINITIONS } from '@weighbridge/contract/report-tables';
import type { TrendReport } from '@weighbridge/contract/reports';
import { useTrendReport } from './api/get-trend-report';
import { ReportTableSection } from './report-blocks';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

const { tables } = REPORT_DEFINITIONS.trends;

/** A span of quiet days is rows of zeros: with no transaction in any of them there is nothing to show. */
const isQuiet = (report: TrendReport) => report.trends.every((row) => row.transaction_count === 0);

export function TrendsTab({ period }: { period: PeriodQuery }) {
  const query = useTrendReport(period);
  return (
    <ReportPanel query={query} name="trends" isEmpty={isQuiet}>
      {(report) =>
        tables.map((table) => <ReportTableSection key={table.title} table={table} data={report} />)
      }
    </ReportPanel>
  );
}
