/** The server's own figures on the Overview, Database and Performance tabs, when no external dashboard is configured. */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { DashboardTab, MonitoringSummary } from '@weighbridge/contract/monitoring';
import type { ReactNode } from 'react';
import type { ChartPoint } from './chart-points';
import { FigureCards } from './figure-cards';
import { formatMs, formatRate, formatShare, formatUptime } from './figure-format';
import { type ChartLine, TimeSeriesChart } from './time-series-chart';

const ACTIVITY: readonly ChartLine[] = [
  { key: 'requestsPerSecond', label: 'Requests per second', colour: '#1c7ed6' },
  { key: 'queriesPerSecond', label: 'Database queries per second', colour: '#9c36b5' },
];
const RESPONSE_TIMES: readonly ChartLine[] = [
  { key: 'latencyP50', label: 'p50', colour: '#2f9e44' },
  { key: 'latencyP95', label: 'p95', colour: '#e8590c' },
  { key: 'latencyP99', label: 'p99', colour: '#c92a2a' },
];
const QUERY_TIMES: readonly ChartLine[] = [
  { key: 'queryP50', label: 'p50', colour: '#2f9e44' },
  { key: 'queryP95', label: 'p95', colour: '#e8590c' },
  { key: 'queryP99', label: 'p99', colour: '#c92a2a' },
];
const ERRORS: readonly ChartLine[] = [{ key: 'errorPercent', label: 'Server errors (%)', colour: '#c92a2a' }];

const ENGINES = { embedded: 'Embedded (PGlite)', postgres: 'PostgreSQL server' } as const;

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
  const { lastMinute, weighingsToday } = summary;
  return (
    <TabLayout
      charts={
        <>
          <TimeSeriesChart title="Activity" points={points} lines={ACTIVITY} format={formatRate} />
          <TimeSeriesChart title="Response time" points={points} lines={RESPONSE_TIMES} format={formatMs} />
        </>
      }
    >
      <FigureCards
        figures={[
          { label: 'Requests per second', value: formatRate(lastMinute.requestsPerSecond) },
          { label: 'Response time (p95)', value: formatMs(lastMinute.latencyMs.p95) },
          { label: 'Error rate', value: formatShare(lastMinute.errorRate) },
          { label: 'Weighings today', value: `${weighingsToday.tara} tara · ${weighingsToday.load} load` },
        ]}
      />
    </TabLayout>
  );
}

function Database({ summary, points }: TabProps) {
  const { queriesPerSecond, queryMs } = summary.lastMinute;
  return (
    <TabLayout
      charts={
        <>
          <TimeSeriesChart title="Query time" points={points} lines={QUERY_TIMES} format={formatMs} />
          <TimeSeriesChart title="Queries per second" points={points} lines={ACTIVITY.slice(1)} format={formatRate} />
        </>
      }
    >
      <Text size="sm">Engine: {ENGINES[summary.server.engine]}</Text>
      <FigureCards
        figures={[
          { label: 'Queries per second', value: formatRate(queriesPerSecond) },
          { label: 'Query time (p50)', value: formatMs(queryMs.p50) },
          { label: 'Query time (p95)', value: formatMs(queryMs.p95) },
          { label: 'Query time (p99)', value: formatMs(queryMs.p99) },
        ]}
      />
    </TabLayout>
  );
}

function Performance({ summary, points }: TabProps) {
  const { lastMinute, server } = summary;
  return (
    <TabLayout
      charts={
        <>
          <TimeSeriesChart title="Response time" points={points} lines={RESPONSE_TIMES} format={formatMs} />
          <TimeSeriesChart title="Error rate" points={points} lines={ERRORS} format={(value) => `${value.toFixed(1)}%`} />
        </>
      }
    >
      <FigureCards
        figures={[
          { label: 'Response time (p50)', value: formatMs(lastMinute.latencyMs.p50) },
          { label: 'Response time (p99)', value: formatMs(lastMinute.latencyMs.p99) },
          { label: 'Memory in use', value: `${server.residentMemoryMb} MB` },
          { label: 'Uptime', value: formatUptime(server.uptimeSeconds) },
        ]}
      />
    </TabLayout>
  );
}

export const LIVE_TABS: Record<DashboardTab, (props: TabProps) => ReactNode> = { overview: Overview, database: Database, performance: Performance };
