/**
 * Loading Areas: trips, tons and active areas; weight, trips and unique vehicles per area; the area
 * summary, the polygon details and each area's top materials.
 */
import { Grid } from '@mantine/core';
import { REPORT_DEFINITIONS } from '@weighbridge/contract/report-tables';
import type { LoadingAreaReport } from '@weighbridge/contract/reports';
import { useIntl } from 'react-intl';
import { useLoadingAreaReport } from './api/get-loading-area-report';
import { RankingBars, SlicePie } from './lazy-report-charts';
import { chartMessages as text } from './messages';
import { DefinedReport, ReportSection } from './report-blocks';
import { pieSlices, topBars } from './report-figures';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

type AreaRow = LoadingAreaReport['loadingAreas'][number];

const DEFINITION = REPORT_DEFINITIONS['loading-areas'];
const name = (row: AreaRow) => row.area_name;

export function LoadingAreasTab({ period }: { period: PeriodQuery }) {
  const query = useLoadingAreaReport(period);
  const intl = useIntl();
  const weightByArea = intl.formatMessage(text.weightByArea);
  const tripsByArea = intl.formatMessage(text.tripsByArea);
  const vehiclesByArea = intl.formatMessage(text.uniqueVehiclesByArea);
  return (
    <ReportPanel query={query} name="loading areas" isEmpty={(report) => report.loadingAreas.length === 0}>
      {(report) => (
        <DefinedReport definition={DEFINITION} data={report}>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <ReportSection title={weightByArea}>
                <RankingBars
                  bars={topBars(report.loadingAreas, name, (row) => row.total_weight_kg)}
                  kind="kg"
                  title={weightByArea}
                  label={intl.formatMessage(text.totalWeight)}
                />
              </ReportSection>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
              <ReportSection title={tripsByArea}>
                <SlicePie slices={pieSlices(report.loadingAreas, name, (row) => row.total_trips, intl.formatMessage(text.others))} kind="count" title={tripsByArea} />
              </ReportSection>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
              <ReportSection title={vehiclesByArea}>
                <RankingBars
                  bars={topBars(report.loadingAreas, name, (row) => row.unique_vehicles)}
                  kind="count"
                  title={vehiclesByArea}
                  label={intl.formatMessage(text.vehicles)}
                />
              </ReportSection>
            </Grid.Col>
          </Grid>
        </DefinedReport>
      )}
    </ReportPanel>
  );
}
