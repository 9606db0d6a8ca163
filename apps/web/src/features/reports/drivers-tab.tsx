/** Driver Activity: the active driver count, each driver's trips and weight, and performance by vehicle a page at a time. */
import { DRIVER_PAIRS_TABLE, REPORT_DEFINITIONS } from '@weighbridge/contract/report-tables';
import { useState } from 'react';
import { PaginationBar } from '../../components/pagination-bar';
import { useDriverReport } from './api/get-driver-report';
import { DefinedReport } from './report-blocks';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

const DEFINITION = REPORT_DEFINITIONS.drivers;

export function DriversTab({ period }: { period: PeriodQuery }) {
  // Another period starts again at the first page of its pairs.
  const [pairs, setPairs] = useState({ period, page: 1 });
  const page = pairs.period === period ? pairs.page : 1;
  const query = useDriverReport(period, page);
  return (
    <ReportPanel query={query} name="drivers" isEmpty={(report) => report.driverActivity.length === 0}>
      {(report) => (
        <DefinedReport
          definition={DEFINITION}
          data={report}
          footers={{ [DRIVER_PAIRS_TABLE]: <PaginationBar {...report.performanceByVehiclePages} onPage={(next) => setPairs({ period, page: next })} /> }}
        />
      )}
    </ReportPanel>
  );
}
