/** Driver Activity: the active driver count, each driver's trips and weight, and performance by vehicle a page at a time. */
import { DRIVER_PAIRS_TABLE, REPORT_DEFINITIONS } from '@weighbridge/contract/report-tables';
import { PaginationBar } from '../../components/pagination-bar';
import { usePageOf } from '../../lib/use-page-of';
import { useDriverReport } from './api/get-driver-report';
import { DefinedReport } from './report-blocks';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

const DEFINITION = REPORT_DEFINITIONS.drivers;

export function DriversTab({ period }: { period: PeriodQuery }) {
  const [page, setPage] = usePageOf(JSON.stringify(period));
  const query = useDriverReport(period, page);
  return (
    <ReportPanel query={query} name="drivers" isEmpty={(report) => report.driverActivity.length === 0}>
      {(report) => (
        <DefinedReport
          definition={DEFINITION}
          data={report}
          footers={{ [DRIVER_PAIRS_TABLE]: <PaginationBar {...report.performanceByVehiclePages} onPage={setPage} /> }}
        />
      )}
    </ReportPanel>
  );
}
