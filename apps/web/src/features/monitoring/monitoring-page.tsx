/**
 * /settings/monitoring (spec part 2 sections 2 and 9): tabs Overview, Database, Performance and Prometheus.
 * With an external dashboard configured the first three embed it, with 'Open Full Dashboard' and the
 * notice about its two-layer authentication; without one they show the server's own live figures.
 */
import { Alert, Button, Tabs } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { DASHBOARD_TABS, type DashboardTab } from '@weighbridge/contract/monitoring';
import { useState } from 'react';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { useMonitoringDashboards } from './api/get-monitoring-dashboards';
import { ExternalDashboard } from './external-dashboard';
import { LiveFigures } from './live-figures';
import { PrometheusText } from './prometheus-text';

const TAB_LABELS: Record<DashboardTab | 'prometheus', string> = {
  overview: 'Overview',
  database: 'Database',
  performance: 'Performance',
  prometheus: 'Prometheus',
};

const isDashboardTab = (tab: string): tab is DashboardTab => (DASHBOARD_TABS as readonly string[]).includes(tab);

export function MonitoringPage() {
  const dashboards = useMonitoringDashboards();
  const [tab, setTab] = useState<string>('overview');
  const external = dashboards.data ?? null;

  return (
    <>
      <PageToolbar title="System Monitoring">
        {external && (
          <Button
            component="a"
            href={external[isDashboardTab(tab) ? tab : 'overview'].openUrl}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            Open Full Dashboard
          </Button>
        )}
      </PageToolbar>
      {external && (
        <Alert color="blue" title="Two-layer authentication" mb="md">
          The dashboards ask for the web server&apos;s credentials first, then for the monitoring login; Prometheus asks only
          for the web server&apos;s credentials. If a dashboard does not load here, use &apos;Open Full Dashboard&apos; and
          authenticate there.
        </Alert>
      )}
      {dashboards.isPending ? (
        <LoadingNotice />
      ) : (
        <Tabs value={tab} onChange={(value) => setTab(value ?? 'overview')} keepMounted={false}>
          <Tabs.List mb="md">
            {Object.entries(TAB_LABELS).map(([value, label]) => (
              <Tabs.Tab key={value} value={value}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {DASHBOARD_TABS.map((name) => (
            <Tabs.Panel key={name} value={name}>
              {external ? <ExternalDashboard title={`${TAB_LABELS[name]} dashboard`} url={external[name].embedUrl} /> : <LiveFigures tab={name} />}
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
