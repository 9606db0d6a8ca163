/** A dashboard tab drawn from the server's own figures, which refresh every 10 seconds. */
import { Alert, Stack, Text } from '@mantine/core';
import type { DashboardTab } from '@weighbridge/contract/monitoring';
import { LoadingNotice } from '../../components/loading-notice';
import { formatClockTime } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useMonitoringSummary } from './api/get-monitoring-summary';
import { chartPoints } from './chart-points';
import { LIVE_TABS } from './live-tabs';

export function LiveFigures({ tab }: { tab: DashboardTab }) {
  const summary = useMonitoringSummary();
  const timeZone = useSiteTimeZone();
  useLoadFailure(summary.isError, () => console.error('Failed to load the monitoring figures', summary.error));
  if (summary.isPending) return <LoadingNotice />;
  // After a failed refresh the last figures stay; without any there is nothing to draw.
  if (!summary.data) return <Alert color="red">Failed to load the monitoring figures</Alert>;
  const Tab = LIVE_TABS[tab];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Figures of this server over the last minute and charts of the last ten minutes, refreshed every 10 seconds. Updated{' '}
        {formatClockTime(summary.data.generatedAt, timeZone)}.
      </Text>
      <Tab summary={summary.data} points={chartPoints(summary.data.series, timeZone)} />
    </Stack>
  );
}
