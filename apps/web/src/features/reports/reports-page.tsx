/**
 * /reports, Reports & Analytics (spec part 2 sections 2, 4, 8 and 9): the links to the material reports,
 * the period, Excel and PDF, and the six tabs. Only the open tab is mounted, so changing the tab or the
 * period loads that tab's report afresh.
 */
import { Button, Stack, Tabs } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { PageToolbar } from '../../components/page-toolbar';
import { DriversTab } from './drivers-tab';
import { EXPORT_ALERTS } from './export-alerts';
import { LoadingAreasTab } from './loading-areas-tab';
import { MaterialsTab } from './materials-tab';
import { ReportLinks } from './report-links';
import { INITIAL_PERIOD, type PeriodQuery, type PeriodState } from './report-period';
import { ReportPeriodFilter } from './report-period-filter';
import { SummaryTab } from './summary-tab';
import { TrendsTab } from './trends-tab';
import { VehiclesTab } from './vehicles-tab';

const TABS: ReadonlyArray<{ value: string; label: string; Panel: (props: { period: PeriodQuery }) => ReactNode }> = [
  { value: 'summary', label: 'Summary Report', Panel: SummaryTab },
  { value: 'vehicles', label: 'Vehicle Activity', Panel: VehiclesTab },
  { value: 'materials', label: 'Material Flow', Panel: MaterialsTab },
  { value: 'loading-areas', label: 'Loading Areas', Panel: LoadingAreasTab },
  { value: 'drivers', label: 'Driver Activity', Panel: DriversTab },
  { value: 'trends', label: 'Trends', Panel: TrendsTab },
];

export function ReportsPage() {
  const [tab, setTab] = useState('summary');
  const [period, setPeriod] = useState<PeriodState>(INITIAL_PERIOD);

  return (
    <Stack gap="md">
      <PageToolbar title="Reports & Analytics">
        <Button variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => window.alert(EXPORT_ALERTS.excel)}>
          Excel
        </Button>
        <Button variant="default" leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={() => window.alert(EXPORT_ALERTS.pdf)}>
          PDF
        </Button>
      </PageToolbar>
      <ReportLinks />
      <ReportPeriodFilter state={period} onChange={setPeriod} />
      <Tabs value={tab} onChange={(value) => setTab(value ?? 'summary')} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel period={period.query} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
