/** The summary's periods as rows for the charts: one row per period, every figure a plain number or a gap. */
import type { MonitoringPoint } from '@weighbridge/contract/monitoring';
import { formatClockTime } from '../../lib/format';

export type ChartPoint = {
  time: string;
  requestsPerSecond: number;
  errorPercent: number | null;
  latencyP50: number | null;
  latencyP95: number | null;
  latencyP99: number | null;
  queriesPerSecond: number;
  queryP50: number | null;
  queryP95: number | null;
  queryP99: number | null;
};

/** Each point's time is written on the site's clock, as every time in the app is. */
export function chartPoints(series: readonly MonitoringPoint[], timeZone: string): ChartPoint[] {
  return series.map((point) => ({
    time: formatClockTime(point.at, timeZone),
    requestsPerSecond: point.requestsPerSecond,
    errorPercent: point.errorRate === null ? null : point.errorRate * 100,
    latencyP50: point.latencyMs.p50,
    latencyP95: point.latencyMs.p95,
    latencyP99: point.latencyMs.p99,
    queriesPerSecond: point.queriesPerSecond,
    queryP50: point.queryMs.p50,
    queryP95: point.queryMs.p95,
    queryP99: point.queryMs.p99,
  }));
}
