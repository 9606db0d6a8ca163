/**
 * /reports, Reports & Analytics (spec part 2 sections 2, 4, 8 and 9): the links to the material reports,
 * the period, Excel and PDF of the open tab for the period shown, and the six tabs and Downtime. Only the
 * open tab is mounted, so changing the tab or the period loads that tab's report afresh.
 */
import { Stack, Tabs } from '@mantine/core';
import { REPORT_DEFINITIONS, REPORT_TABS, type ReportTab } from '@weighbridge/contract/report-tables';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { PageToolbar } from '../../components/page-toolbar';
import { useDayBasis, withDayBasis } from '../../app/preferences/day-basis';
import { DayBasisControl } from '../../app/preferences/day-basis-control';
import { DowntimeTab } from './downtime-tab';
import { DriversTab } from './drivers-tab';
import { ExportButtons } from './export-buttons';
import { LoadingAreasTab } from './loading-areas-tab';
import { pageMessages } from './messages';
import { MaterialsTab } from './materials-tab';
import { ReportLinks } from './report-links';
import { INITIAL_PERIOD, type PeriodQuery, type PeriodState } from './report-period';
import { useReportLanguage } from './report-language';
import { ReportPeriodFilter } from './report-period-filter';
import { SummaryTab } from './summary-tab';
import { TrendsTab } from './trends-tab';
import { VehiclesTab } from './vehicles-tab';

const PANELS: Record<ReportTab, (props: { period: PeriodQuery }) => ReactNode> = {
  summary: SummaryTab,
  vehicles: VehiclesTab,
  materials: MaterialsTab,
  'loading-areas': LoadingAreasTab,
  drivers: DriversTab,
  trends: TrendsTab,
  downtime: DowntimeTab,
};

const isTab = (value: string | null): value is ReportTab => REPORT_TABS.some((tab) => tab === value);

export function ReportsPage() {
  const [tab, setTab] = useState<ReportTab>('summary');
  const [period, setPeriod] = useState<PeriodState>(INITIAL_PERIOD);
  const query = withDayBasis(period.query, useDayBasis().basis);
  const intl = useIntl();
  const language = useReportLanguage();

  return (
    <Stack gap="md">
      <PageToolbar title={intl.formatMessage(pageMessages.title)}>
        <ExportButtons report={tab} query={query} />
      </PageToolbar>
      <ReportLinks />
      <DayBasisControl />
      <ReportPeriodFilter state={period} onChange={setPeriod} />
      <Tabs value={tab} onChange={(value) => setTab(isTab(value) ? value : 'summary')} keepMounted={false}>
        <Tabs.List mb="md">
          {REPORT_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {language.text(REPORT_DEFINITIONS[value].title)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {REPORT_TABS.map((value) => {
          const Panel = PANELS[value];
          return (
            <Tabs.Panel key={value} value={value}>
              <Panel period={query} />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
