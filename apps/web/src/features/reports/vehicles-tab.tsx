/** Vehicle Activity: active and idle counts, the active vehicles' trips and weight, the idle vehicles. */
import { REPORT_DEFINITIONS } from '@weighbridge/contract/report-tables';
import { useVehicleReport } from './api/get-vehicle-report';
import { DefinedReport } from './report-blocks';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

const DEFINITION = REPORT_DEFINITIONS.vehicles;

export function VehiclesTab({ period }: { period: PeriodQuery }) {
  const query = useVehicleReport(period);
  return (
    <ReportPanel query={query} name="vehicles" isEmpty={(report) => report.activeVehicles.length + report.idleVehicles.length === 0}>
      {(report) => <DefinedReport definition={DEFINITION} data={report} />}
    </ReportPanel>
  );
}
