/** Summary Report: the four cards, Material Distribution, Top Materials by Weight and Hourly Activity Trend. */
import { Grid } from '@mantine/core';
import { REPORT_DEFINITIONS } from '@weighbridge/contract/report-tables';
import type { SummaryReport } from '@weighbridge/contract/reports';
import { useSummaryReport } from './api/get-summary-report';
import { HourlyActivityChart, RankingBars, SlicePie } from './lazy-report-charts';
import { FigureCards, NoData, ReportSection } from './report-blocks';
import { pieSlices, topBars } from './report-figures';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

// The summary's tables are its charts here; the exported files hold their numbers.
const { figures } = REPORT_DEFINITIONS.summary;

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
            <FigureCards figures={figures} data={report} />
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
