/** Driver Activity: the active driver count, each driver's trips and weight, and performance by vehicle. */
import { Stack } from '@mantine/core';
import type { DriverReport } from '@weighbridge/contract/reports';
import { formatNumber, formatScaleKg, NOT_SET } from '../../lib/format';
import { useDriverReport } from './api/get-driver-report';
import { type Column, FigureCards, ReportSection, ReportTable } from './report-blocks';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

const DRIVER_COLUMNS: Column<DriverReport['driverActivity'][number]>[] = [
  { header: 'Name', cell: (row) => row.driver_name },
  { header: 'Surname', cell: (row) => row.driver_surname },
  { header: 'License', cell: (row) => row.license_number ?? NOT_SET },
  { header: 'Trips', cell: (row) => formatNumber(row.total_trips), numeric: true },
  { header: 'Vehicles Used', cell: (row) => formatNumber(row.vehicles_used), numeric: true },
  { header: 'Weight Hauled', cell: (row) => formatScaleKg(row.total_weight_hauled_kg), numeric: true },
  { header: 'Avg Load', cell: (row) => formatScaleKg(row.avg_load_weight_kg), numeric: true },
];

const VEHICLE_COLUMNS: Column<DriverReport['performanceByVehicle'][number]>[] = [
  { header: 'Driver', cell: (row) => `${row.driver_name} ${row.driver_surname}`.trim() },
  { header: 'Vehicle', cell: (row) => row.registration_number },
  { header: 'Trips', cell: (row) => formatNumber(row.trip_count), numeric: true },
  { header: 'Total Weight', cell: (row) => formatScaleKg(row.total_weight_kg), numeric: true },
];

export function DriversTab({ period }: { period: PeriodQuery }) {
  const query = useDriverReport(period);
  return (
    <ReportPanel query={query} name="drivers" isEmpty={(report) => report.driverActivity.length === 0}>
      {(report) => (
        <Stack gap="md">
          <FigureCards figures={[{ label: 'Active Drivers', value: formatNumber(report.statistics.totalActiveDrivers) }]} />
          <ReportSection title="Driver Activity">
            <ReportTable label="Driver Activity" columns={DRIVER_COLUMNS} rows={report.driverActivity} />
          </ReportSection>
          <ReportSection title="Performance by Vehicle">
            <ReportTable label="Performance by Vehicle" columns={VEHICLE_COLUMNS} rows={report.performanceByVehicle} />
          </ReportSection>
        </Stack>
      )}
    </ReportPanel>
  );
}
