/** Driver Activity: the active driver count, each driver's trips and weight, and performance by vehicle. */
import { Stack } from '@mantine/core';
import { REPORT_DEFINITIONS } from '@weighbridge/contract/report-tables';
import { useDriverReport } from './api/get-driver-report';
import { FigureCards, ReportTableSection } from './report-blocks';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

const { figures, tables } = REPORT_DEFINITIONS.drivers;

export function DriversTab({ period }: { period: PeriodQuery }) {
  const query = useDriverReport(period);
  return (
    <ReportPanel query={query} name="drivers" isEmpty={(report) => report.driverActivity.length === 0}>
      {(report) => (
        <Stack gap="md">
          <FigureCards figures={figures} data={report} />
          {tables.map((table) => (
            <ReportTableSection key={table.title} table={table} data={report} />
          ))}
        </Stack>
      )}
    </ReportPanel>
  );
}
