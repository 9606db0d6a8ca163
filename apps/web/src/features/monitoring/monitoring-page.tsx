/**
 * /settings/monitoring (spec part 2 sections 2 and 9): tabs Overview, Database, Performance and Prometheus.
 * With an external dashboard configured the first three embed it, with 'Open Full Dashboard' and the
 * notice about its two-layer authentication; without one they show the server's own live figures.
 */
import { Alert, Button, Tabs } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { DASHBOARD_TABS, type DashboardTab } from '@weighbridge/contract/monitoring';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { useMonitoringDashboards } from './api/get-monitoring-dashboards';
import { ExternalDashboard } from './external-dashboard';
import { LiveFigures } from './live-figures';
import { pageMessages as text, tabMessages } from './messages';
import { PrometheusText } from './prometheus-text';

const TABS = [...DASHBOARD_TABS, 'prometheus'] as const;

const isDashboardTab = (tab: string): tab is DashboardTab => (DASHBOARD_TABS as readonly string[]).includes(tab);

export function MonitoringPage() {
  const intl = useIntl();
  const tabLabel = (name: DashboardTab | 'prometheus') => intl.formatMessage(tabMessages[name]);
  const dashboards = useMonitoringDashboards();
  const [tab, setTab] = useState<string>('overview');
  const external = dashboards.data ?? null;

  return (
    <>
      <PageToolbar title={intl.formatMessage(text.title)}>
        {external && (
          <Button
            component="a"
            href={external[isDashboardTab(tab) ? tab : 'overview'].openUrl}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {intl.formatMessage(text.openFull)}
          </Button>
        )}
      </PageToolbar>
      {external && (
        <Alert color="blue" title={intl.formatMessage(text.authenticationTitle)} mb="md">
          {intl.formatMessage(text.authenticationText)}
        </Alert>
      )}
      {dashboards.isPending ? (
        <LoadingNotice />
      ) : (
        <Tabs value={tab} onChange={(value) => setTab(value ?? 'overview')} keepMounted={false}>
          <Tabs.List mb="md">
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {tabLabel(name)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {DASHBOARD_TABS.map((name) => (
            <Tabs.Panel key={name} value={name}>
              {external ? <ExternalDashboard title={intl.formatMessage(text.dashboardTitle, { tab: tabLabel(name) })} url={external[name].embedUrl} /> : <LiveFigures tab={name} />}
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="prometheus">
            <PrometheusText />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
