/** Summary Report: the four cards, Material Distribution, Top Materials by Weight and Hourly Activity Trend. */
import { Grid } from '@mantine/core';
import type { SummaryReport } from '@weighbridge/contract/reports';
import { formatKg, formatNumber } from '../../lib/format';
import { useSummaryReport } from './api/get-summary-report';
import { HourlyActivityChart, RankingBars, SlicePie } from './lazy-report-charts';
import { FigureCards, NoData, ReportSection } from './report-blocks';
import { countText, pieSlices, topBars } from './report-figures';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

function summaryFigures({ summary }: SummaryReport) {
  return [
    {
      label: 'Total Transactions',
      value: formatNumber(summary.total_transactions),
      detail: `${countText(summary.load_transactions, 'load')}, ${countText(summary.tare_transactions, 'tare')}`,
    },
    { label: 'Total Weight', value: formatKg(summary.total_weight_kg), detail: `Avg per load: ${formatKg(summary.avg_weight_per_load)}` },
    { label: 'Active Vehicles', value: formatNumber(summary.active_vehicles) },
    {
      label: 'Active Drivers',
      value: formatNumber(summary.active_drivers),
      detail: `${countText(summary.materials_processed, 'material')} processed`,
    },
  ];
}

export function SummaryTab({ period }: { period: PeriodQuery }) {
  const query = useSummaryReport(period);
  return (
    <ReportPanel query={query} name="summary" isEmpty={(report) => report.summary.total_transactions === 0}>
      {(report) => {
        const name = (row: SummaryReport['materialBreakdown'][number]) => row.material_name;
        const weight = (row: SummaryReport['materialBreakdown'][number]) => row.total_weight_kg;
        // A period of taras only has cards to show but no loads to chart.
        const hasLoads = report.summary.load_transactions > 0;
        return (
          <>
            <FigureCards figures={summaryFigures(report)} />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <ReportSection title="Material Distribution">
                  {hasLoads ? <SlicePie slices={pieSlices(report.materialBreakdown, name, weight)} kind="kg" title="Material Distribution" /> : <NoData />}
                </ReportSection>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <ReportSection title="Top Materials by Weight">
                  {hasLoads ? (
                    <RankingBars bars={topBars(report.materialBreakdown, name, weight)} kind="kg" title="Top Materials by Weight" label="Total weight" />
                  ) : (
                    <NoData />
                  )}
                </ReportSection>
              </Grid.Col>
            </Grid>
            <ReportSection title="Hourly Activity Trend">{hasLoads ? <HourlyActivityChart hours={report.hourlyDistribution} /> : <NoData />}</ReportSection>
          </>
        );
      }}
    </ReportPanel>
  );
}
