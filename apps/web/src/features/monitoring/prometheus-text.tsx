/** The Prometheus tab: the server's metrics as Prometheus reads them, refreshed every 10 seconds. */
import { Alert, Code, Stack, Text } from '@mantine/core';
import { errorText } from '../../app/api-client';
import { LoadingNotice } from '../../components/loading-notice';
import { usePrometheusMetrics } from './api/get-prometheus-metrics';

export function PrometheusText() {
  const metrics = usePrometheusMetrics();
  if (metrics.isPending) return <LoadingNotice />;
  if (!metrics.data) return <Alert color="red">{errorText(metrics.error, 'Failed to load the metrics')}</Alert>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The metrics a Prometheus server scrapes from /metrics with the bearer token METRICS_TOKEN.
      </Text>
      <Code block aria-label="Prometheus metrics" style={{ maxHeight: '70vh', overflow: 'auto' }}>
        {metrics.data}
      </Code>
    </Stack>
  );
}
