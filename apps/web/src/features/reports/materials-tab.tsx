/**
 * Material Flow: weight in tons by material, its share of the weight and of the transactions, the detail
 * table, and each material by loading area and polygon and by destination.
 */
import { Grid, Stack } from '@mantine/core';
import type { MaterialReport } from '@weighbridge/contract/reports';
import { formatNumber, formatScaleKg, formatTons, NOT_SET } from '../../lib/format';
import { useMaterialReport } from './api/get-material-report';
import { RankingBars, SlicePie } from './lazy-report-charts';
import { type Column, ReportSection, ReportTable } from './report-blocks';
import { pieSlices, topBars } from './report-figures';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

type MaterialRow = MaterialReport['materialSummary'][number];

const SUMMARY_COLUMNS: Column<MaterialRow>[] = [
  { header: 'Material', cell: (row) => row.material_name },
  { header: 'Transactions', cell: (row) => formatNumber(row.total_transactions), numeric: true },
  { header: 'Total (tons)', cell: (row) => formatTons(row.total_weight_kg), numeric: true },
  { header: 'Avg (kg)', cell: (row) => formatScaleKg(row.avg_weight_kg), numeric: true },
  { header: 'Min (kg)', cell: (row) => formatScaleKg(row.min_weight_kg), numeric: true },
  { header: 'Max (kg)', cell: (row) => formatScaleKg(row.max_weight_kg), numeric: true },
];

const AREA_COLUMNS: Column<MaterialReport['byLoadingArea'][number]>[] = [
  { header: 'Material', cell: (row) => row.material_name },
  { header: 'Loading Area', cell: (row) => row.loading_area },
  { header: 'Polygon', cell: (row) => row.polygon_code ?? NOT_SET },
  { header: 'Transactions', cell: (row) => formatNumber(row.transaction_count), numeric: true },
  { header: 'Total Weight', cell: (row) => formatTons(row.total_weight_kg), numeric: true },
];

const DESTINATION_COLUMNS: Column<MaterialReport['byDestination'][number]>[] = [
  { header: 'Material', cell: (row) => row.material_name },
  { header: 'Destination', cell: (row) => row.destination ?? NOT_SET },
  { header: 'Transactions', cell: (row) => formatNumber(row.transaction_count), numeric: true },
  { header: 'Total Weight', cell: (row) => formatTons(row.total_weight_kg), numeric: true },
];

const name = (row: MaterialRow) => row.material_name;
const weight = (row: MaterialRow) => row.total_weight_kg;
const transactions = (row: MaterialRow) => row.total_transactions;

export function MaterialsTab({ period }: { period: PeriodQuery }) {
  const query = useMaterialReport(period);
  return (
    <ReportPanel query={query} name="materials" isEmpty={(report) => report.materialSummary.length === 0}>
      {(report) => (
        <Stack gap="md">
          <ReportSection title="Material Weight (tons)">
            <RankingBars bars={topBars(report.materialSummary, name, weight)} kind="kg" title="Material Weight (tons)" label="Total weight" />
          </ReportSection>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ReportSection title="Weight Distribution">
                <SlicePie slices={pieSlices(report.materialSummary, name, weight)} kind="kg" title="Weight Distribution" />
              </ReportSection>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ReportSection title="Transaction Distribution">
                <SlicePie slices={pieSlices(report.materialSummary, name, transactions)} kind="count" title="Transaction Distribution" />
              </ReportSection>
            </Grid.Col>
          </Grid>
          <ReportSection title="Material Details">
            <ReportTable label="Material Details" columns={SUMMARY_COLUMNS} rows={report.materialSummary} />
          </ReportSection>
          <ReportSection title="Material by Loading Area & Polygon">
            <ReportTable label="Material by Loading Area & Polygon" columns={AREA_COLUMNS} rows={report.byLoadingArea} />
          </ReportSection>
          <ReportSection title="Material by Destination">
            <ReportTable label="Material by Destination" columns={DESTINATION_COLUMNS} rows={report.byDestination} />
          </ReportSection>
        </Stack>
      )}
    </ReportPanel>
  );
}
