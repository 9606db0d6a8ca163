/**
 * Loading Areas: trips, tons and active areas; weight, trips and unique vehicles per area; the area
 * summary, the polygon details and each area's top materials.
 */
import { Grid, Stack } from '@mantine/core';
import type { LoadingAreaReport } from '@weighbridge/contract/reports';
import { formatNumber, formatScaleKg, formatTons } from '../../lib/format';
import { useLoadingAreaReport } from './api/get-loading-area-report';
import { RankingBars, SlicePie } from './lazy-report-charts';
import { type Column, FigureCards, ReportSection, ReportTable } from './report-blocks';
import { pieSlices, topBars } from './report-figures';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

type AreaRow = LoadingAreaReport['loadingAreas'][number];

const AREA_COLUMNS: Column<AreaRow>[] = [
  { header: 'Loading Area', cell: (row) => row.area_name },
  { header: 'Trips', cell: (row) => formatNumber(row.total_trips), numeric: true },
  { header: 'Vehicles', cell: (row) => formatNumber(row.unique_vehicles), numeric: true },
  { header: 'Materials', cell: (row) => formatNumber(row.materials_processed), numeric: true },
  { header: 'Total Weight', cell: (row) => formatTons(row.total_weight_kg), numeric: true },
  { header: 'Avg Load', cell: (row) => formatScaleKg(row.avg_load_weight_kg), numeric: true },
];

const POLYGON_COLUMNS: Column<LoadingAreaReport['polygonDetails'][number]>[] = [
  { header: 'Loading Area', cell: (row) => row.area_name },
  { header: 'Polygon', cell: (row) => row.polygon_code },
  { header: 'Trips', cell: (row) => formatNumber(row.trips), numeric: true },
  { header: 'Vehicles', cell: (row) => formatNumber(row.vehicles), numeric: true },
  { header: 'Total Weight', cell: (row) => formatTons(row.weight), numeric: true },
  { header: 'Avg Load', cell: (row) => formatScaleKg(row.average), numeric: true },
];

const TOP_MATERIAL_COLUMNS: Column<LoadingAreaReport['topMaterialsByArea'][number]>[] = [
  { header: 'Loading Area', cell: (row) => row.area_name },
  { header: 'Material', cell: (row) => row.material_name },
  { header: 'Transactions', cell: (row) => formatNumber(row.transaction_count), numeric: true },
  { header: 'Total Weight', cell: (row) => formatTons(row.total_weight_kg), numeric: true },
];

const name = (row: AreaRow) => row.area_name;

function areaFigures(areas: AreaRow[]) {
  return [
    { label: 'Total Trips', value: formatNumber(areas.reduce((total, area) => total + area.total_trips, 0)) },
    { label: 'Total Weight', value: formatTons(areas.reduce((total, area) => total + area.total_weight_kg, 0)) },
    { label: 'Active Areas', value: formatNumber(areas.length) },
  ];
}

export function LoadingAreasTab({ period }: { period: PeriodQuery }) {
  const query = useLoadingAreaReport(period);
  return (
    <ReportPanel query={query} name="loading areas" isEmpty={(report) => report.loadingAreas.length === 0}>
      {(report) => (
        <Stack gap="md">
          <FigureCards figures={areaFigures(report.loadingAreas)} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <ReportSection title="Weight by Area">
                <RankingBars bars={topBars(report.loadingAreas, name, (row) => row.total_weight_kg)} kind="kg" title="Weight by Area" label="Total weight" />
              </ReportSection>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
              <ReportSection title="Trips by Area">
                <SlicePie slices={pieSlices(report.loadingAreas, name, (row) => row.total_trips)} kind="count" title="Trips by Area" />
              </ReportSection>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
              <ReportSection title="Unique Vehicles by Area">
                <RankingBars bars={topBars(report.loadingAreas, name, (row) => row.unique_vehicles)} kind="count" title="Unique Vehicles by Area" label="Vehicles" />
              </ReportSection>
            </Grid.Col>
          </Grid>
          <ReportSection title="Area Summary">
            <ReportTable label="Area Summary" columns={AREA_COLUMNS} rows={report.loadingAreas} />
          </ReportSection>
          <ReportSection title="Polygon Details">
            <ReportTable label="Polygon Details" columns={POLYGON_COLUMNS} rows={report.polygonDetails} />
          </ReportSection>
          <ReportSection title="Top Materials by Area">
            <ReportTable label="Top Materials by Area" columns={TOP_MATERIAL_COLUMNS} rows={report.topMaterialsByArea} />
          </ReportSection>
        </Stack>
      )}
    </ReportPanel>
  );
}
