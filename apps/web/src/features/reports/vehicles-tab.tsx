/** Vehicle Activity: active and idle counts, the active vehicles' trips and weight, the idle vehicles. */
import { Stack } from '@mantine/core';
import type { VehicleReport } from '@weighbridge/contract/reports';
import { formatLongDate, formatNumber, formatScaleKg } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useVehicleReport } from './api/get-vehicle-report';
import { type Column, FigureCards, ReportSection, ReportTable } from './report-blocks';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

type ActiveVehicle = VehicleReport['activeVehicles'][number];
type IdleVehicle = VehicleReport['idleVehicles'][number];

const brandAndModel = (vehicle: { brand: string; model: string }) => `${vehicle.brand} ${vehicle.model}`;

const ACTIVE_COLUMNS: Column<ActiveVehicle>[] = [
  { header: 'Registration Number', cell: (vehicle) => vehicle.registration_number },
  { header: 'Brand & Model', cell: brandAndModel },
  { header: 'Total Trips', cell: (vehicle) => formatNumber(vehicle.total_trips), numeric: true },
  { header: 'Load Trips', cell: (vehicle) => formatNumber(vehicle.load_trips), numeric: true },
  { header: 'Total Weight', cell: (vehicle) => formatScaleKg(vehicle.total_weight_hauled_kg), numeric: true },
  { header: 'Avg Load', cell: (vehicle) => formatScaleKg(vehicle.avg_load_weight_kg), numeric: true },
];

/** Last seen is a moment, shown as its day at the site. */
const idleColumns = (timeZone: string): Column<IdleVehicle>[] => [
  { header: 'Registration Number', cell: (vehicle) => vehicle.registration_number },
  { header: 'Brand & Model', cell: brandAndModel },
  { header: 'Last Seen', cell: (vehicle) => (vehicle.last_seen ? formatLongDate(new Date(vehicle.last_seen), timeZone) : 'Never') },
];

export function VehiclesTab({ period }: { period: PeriodQuery }) {
  const query = useVehicleReport(period);
  const timeZone = useSiteTimeZone();
  return (
    <ReportPanel query={query} name="vehicles" isEmpty={(report) => report.activeVehicles.length + report.idleVehicles.length === 0}>
      {(report) => (
        <Stack gap="md">
          <FigureCards
            figures={[
              { label: 'Active Vehicles', value: formatNumber(report.statistics.totalActive) },
              { label: 'Idle Vehicles', value: formatNumber(report.statistics.totalIdle) },
            ]}
          />
          <ReportSection title="Active Vehicles">
            <ReportTable label="Active Vehicles" columns={ACTIVE_COLUMNS} rows={report.activeVehicles} />
          </ReportSection>
          <ReportSection title="Idle Vehicles">
            <ReportTable label="Idle Vehicles" columns={idleColumns(timeZone)} rows={report.idleVehicles} />
          </ReportSection>
        </Stack>
      )}
    </ReportPanel>
  );
}
