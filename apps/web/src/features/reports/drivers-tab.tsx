/** Driver Activity: the active driver count, each driver's trips and weight, and performance by vehicle. */
import { REPORT_DEFINITIONS } from '@weighbridge/contract/report-tables';
import { useDriverReport } from './api/get-driver-report';
import { DefinedReport } from './report-blocks';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

const DEFINITION = REPORT_DEFINITIONS.drivers;

export function DriversTab({ period }: { period: PeriodQuery }) {
  const query = useDriverReport(period);
  return (
    <ReportPanel query={query} name="drivers" isEmpty={(report) => report.driverActivity.length === 0}>
      {(report) => <DefinedReport definition={DEFINITION} data={report} />}
    </ReportPanel>
  );
}
