/** The server's own figures on the Overview, Database and Performance tabs, when no external dashboard is configured. */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { DashboardTab, MonitoringSummary } from '@weighbridge/contract/monitoring';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { ChartPoint } from './chart-points';
import { FigureCards } from './figure-cards';
import { formatUptime, useFigureFormats } from './figure-format';
import { engineMessages, figureMessages as figure, liveMessages } from './messages';
import { type ChartLine, TimeSeriesChart } from './time-series-chart';

const PERCENTILES: readonly ChartLine[] = [
  { key: 'latencyP50', label: 'p50', colour: '#2f9e44' },
  { key: 'latencyP95', label: 'p95', colour: '#e8590c' },
  { key: 'latencyP99', label: 'p99', colour: '#c92a2a' },
];
const QUERY_TIMES: readonly ChartLine[] = [
  { key: 'queryP50', label: 'p50', colour: '#2f9e44' },
  { key: 'queryP95', label: 'p95', colour: '#e8590c' },
  { key: 'queryP99', label: 'p99', colour: '#c92a2a' },
];

/** The lines whose names are words, in the page's language. */
function namedLines(intl: IntlShape) {
  const requests: ChartLine = { key: 'requestsPerSecond', label: intl.formatMessage(figure.requestsPerSecond), colour: '#1c7ed6' };
  const queries: ChartLine = { key: 'queriesPerSecond', label: intl.formatMessage(figure.databaseQueriesPerSecond), colour: '#9c36b5' };
  return {
    activity: [requests, queries],
    queries: [queries],
    errors: [{ key: 'errorPercent', label: intl.formatMessage(figure.serverErrors), colour: '#c92a2a' }] satisfies ChartLine[],
  };
}

type TabProps = { summary: MonitoringSummary; points: ChartPoint[] };

function TabLayout({ children, charts }: { children: ReactNode; charts: ReactNode }) {
  return (
    <Stack gap="md">
      {children}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {charts}
      </SimpleGrid>
    </Stack>
  );
}

function Overview({ summary, points }: TabProps) {
  const intl = useIntl();
  const { formatMs, formatRate, formatShare } = useFigureFormats();
  const lines = namedLines(intl);
  const { lastMinute, weighingsToday } = summary;
  return (
    <TabLayout
      charts={
        <>
          <TimeSeriesChart title={intl.formatMessage(figure.activity)} points={points} lines={lines.activity} format={formatRate} />
          <TimeSeriesChart title={intl.formatMessage(figure.responseTime)} points={points} lines={PERCENTILES} format={formatMs} />
        </>
      }
    >
      <FigureCards
        figures={[
          { label: intl.formatMessage(figure.requestsPerSecond), value: formatRate(lastMinute.requestsPerSecond) },
          { label: intl.formatMessage(figure.responseTimeP95), value: formatMs(lastMinute.latencyMs.p95) },
          { label: intl.formatMessage(figure.errorRate), value: formatShare(lastMinute.errorRate) },
          {
            label: intl.formatMessage(figure.weighingsToday),
            value: intl.formatMessage(liveMessages.weighingsToday, { tara: String(weighingsToday.tara), load: String(weighingsToday.load) }),
          },
        ]}
      />
    </TabLayout>
  );
}

function Database({ summary, points }: TabProps) {
  const intl = useIntl();
  const { formatMs, formatRate } = useFigureFormats();
  const { queriesPerSecond, queryMs } = summary.lastMinute;
  return (
    <TabLayout
      charts={
        <>
          <TimeSeriesChart title={intl.formatMessage(figure.queryTime)} points={points} lines={QUERY_TIMES} format={formatMs} />
          <TimeSeriesChart title={intl.formatMessage(figure.queriesPerSecond)} points={points} lines={namedLines(intl).queries} format={formatRate} />
        </>
      }
    >
      <Text size="sm">{intl.formatMessage(liveMessages.engine, { engine: intl.formatMessage(engineMessages[summary.server.engine]) })}</Text>
      <FigureCards
        figures={[
          { label: intl.formatMessage(figure.queriesPerSecond), value: formatRate(queriesPerSecond) },
          { label: intl.formatMessage(figure.queryTimeP50), value: formatMs(queryMs.p50) },
          { label: intl.formatMessage(figure.queryTimeP95), value: formatMs(queryMs.p95) },
          { label: intl.formatMessage(figure.queryTimeP99), value: formatMs(queryMs.p99) },
        ]}
      />
    </TabLayout>
  );
}

function Performance({ summary, points }: TabProps) {
  const intl = useIntl();
  const { formatMs, formatPercent } = useFigureFormats();
  const { lastMinute, server } = summary;
  return (
    <TabLayout
      charts={
        <>
          <TimeSeriesChart title={intl.formatMessage(figure.responseTime)} points={points} lines={PERCENTILES} format={formatMs} />
          <TimeSeriesChart title={intl.formatMessage(figure.errorRate)} points={points} lines={namedLines(intl).errors} format={formatPercent} />
        </>
      }
    >
      <FigureCards
        figures={[
          { label: intl.formatMessage(figure.responseTimeP50), value: formatMs(lastMinute.latencyMs.p50) },
          { label: intl.formatMessage(figure.responseTimeP99), value: formatMs(lastMinute.latencyMs.p99) },
          { label: intl.formatMessage(figure.memory), value: intl.formatMessage(liveMessages.memory, { mb: String(server.residentMemoryMb) }) },
          { label: intl.formatMessage(figure.uptime), value: formatUptime(server.uptimeSeconds) },
        ]}
      />
    </TabLayout>
  );
}

export const LIVE_TABS: Record<DashboardTab, (props: TabProps) => ReactNode> = { overview: Overview, database: Database, performance: Performance };
