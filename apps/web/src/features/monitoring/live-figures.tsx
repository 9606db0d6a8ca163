/** A dashboard tab drawn from the server's own figures, which refresh every 10 seconds. */
import { Alert, Stack, Text } from '@mantine/core';
import type { DashboardTab } from '@weighbridge/contract/monitoring';
import { useIntl } from 'react-intl';
import { LoadingNotice } from '../../components/loading-notice';
import { formatClockTime } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useMonitoringSummary } from './api/get-monitoring-summary';
import { chartPoints } from './chart-points';
import { LIVE_TABS } from './live-tabs';
import { liveMessages } from './messages';

export function LiveFigures({ tab }: { tab: DashboardTab }) {
  const intl = useIntl();
  const summary = useMonitoringSummary();
  const timeZone = useSiteTimeZone();
  useLoadFailure(summary.isError, () => console.error('Failed to load the monitoring figures', summary.error));
  if (summary.isPending) return <LoadingNotice />;
  // After a failed refresh the last figures stay; without any there is nothing to draw.
  if (!summary.data) return <Alert color="red">{intl.formatMessage(liveMessages.failed)}</Alert>;
  const Tab = LIVE_TABS[tab];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {intl.formatMessage(liveMessages.intro, { time: formatClockTime(summary.data.generatedAt, timeZone) })}
      </Text>
      <Tab summary={summary.data} points={chartPoints(summary.data.series, timeZone)} />
    </Stack>
  );
}
