/** Summary Report: the four cards, Material Distribution, Top Materials by Weight and Hourly Activity Trend. */
import { Grid } from '@mantine/core';
import { REPORT_DEFINITIONS } from '@weighbridge/contract/report-tables';
import type { SummaryReport } from '@weighbridge/contract/reports';
import { useIntl } from 'react-intl';
import { useSummaryReport } from './api/get-summary-report';
import { HourlyActivityChart, RankingBars, SlicePie } from './lazy-report-charts';
import { chartMessages as text } from './messages';
import { FigureCards, NoData, ReportSection } from './report-blocks';
import { pieSlices, topBars } from './report-figures';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

// The summary's tables are its charts here; the exported files hold their numbers.
const { figures } = REPORT_DEFINITIONS.summary;

export function SummaryTab({ period }: { period: PeriodQuery }) {
  const query = useSummaryReport(period);
  const intl = useIntl();
  const distribution = intl.formatMessage(text.materialDistribution);
  const topMaterials = intl.formatMessage(text.topMaterialsByWeight);
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
                <ReportSection title={distribution}>
                  {hasLoads ? (
                    <SlicePie slices={pieSlices(report.materialBreakdown, name, weight, intl.formatMessage(text.others))} kind="kg" title={distribution} />
                  ) : (
                    <NoData />
                  )}
                </ReportSection>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <ReportSection title={topMaterials}>
                  {hasLoads ? (
                    <RankingBars bars={topBars(report.materialBreakdown, name, weight)} kind="kg" title={topMaterials} label={intl.formatMessage(text.totalWeight)} />
                  ) : (
                    <NoData />
                  )}
                </ReportSection>
              </Grid.Col>
            </Grid>
            <ReportSection title={intl.formatMessage(text.hourlyActivityTrend)}>{hasLoads ? <HourlyActivityChart hours={report.hourlyDistribution} /> : <NoData />}</ReportSection>
          </>
        );
      }}
    </ReportPanel>
  );
}
