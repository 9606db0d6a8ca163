/** The Prometheus tab: the server's metrics as Prometheus reads them, refreshed every 10 seconds. */
import { Alert, Code, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { LoadingNotice } from '../../components/loading-notice';
import { useKnownTexts } from '../../lib/known-texts';
import { usePrometheusMetrics } from './api/get-prometheus-metrics';
import { prometheusMessages as text } from './messages';

export function PrometheusText() {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const metrics = usePrometheusMetrics();
  if (metrics.isPending) return <LoadingNotice />;
  if (!metrics.data) return <Alert color="red">{knownText(errorText(metrics.error, intl.formatMessage(text.failed)))}</Alert>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {intl.formatMessage(text.text)}
      </Text>
      <Code block aria-label={intl.formatMessage(text.label)} style={{ maxHeight: '70vh', overflow: 'auto' }}>
        {metrics.data}
      </Code>
    </Stack>
  );
}
