/** Trends: by day, or by month for a long period, the transactions, loads, vehicles and weight. */
import type { TrendReport } from '@weighbridge/contract/reports';
import { formatNumber, formatTons } from '../../lib/format';
import { useTrendReport } from './api/get-trend-report';
import { type Column, ReportSection, ReportTable } from './report-blocks';
import { trendPeriodLabel } from './report-figures';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

const TREND_COLUMNS: Column<TrendReport['trends'][number]>[] = [
  { header: 'Period', cell: (row) => trendPeriodLabel(row.period) },
  { header: 'Transactions', cell: (row) => formatNumber(row.transaction_count), numeric: true },
  { header: 'Loads', cell: (row) => formatNumber(row.load_count), numeric: true },
  { header: 'Vehicles', cell: (row) => formatNumber(row.vehicle_count), numeric: true },
  { header: 'Weight', cell: (row) => formatTons(row.total_weight_kg), numeric: true },
];

/** A span of quiet days is rows of zeros: with no transaction in any of them there is nothing to show. */
const isQuiet = (report: TrendReport) => report.trends.every((row) => row.transaction_count === 0);

export function TrendsTab({ period }: { period: PeriodQuery }) {
  const query = useTrendReport(period);
  return (
    <ReportPanel query={query} name="trends" isEmpty={isQuiet}>
      {(report) => (
        <ReportSection title="Trends by Period">
          <ReportTable label="Trends by Period" columns={TREND_COLUMNS} rows={report.trends} />
        </ReportSection>
      )}
    </ReportPanel>
  );
}
