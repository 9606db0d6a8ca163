/** The monitoring page's figures: live request and query timings, today's weighings, the external dashboards. */
import { DASHBOARD_TABS, type MonitoringDashboards, type MonitoringPoint, type MonitoringSummary } from '@weighbridge/contract/monitoring';
import type { DatabaseEngine } from '@weighbridge/contract/system';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { CHART_PERIODS, recentQueries, recentRequests } from '../../metrics/live-figures.js';
import type { PeriodFigures } from '../../metrics/recent-window.js';
import { countWeighingsOfDay } from './repository.js';

export type MonitoringContext = { db: Db; clock: Clock; siteTimeZone: string; engine: DatabaseEngine; monitoringUrl: string | undefined };

const MEGABYTE = 1024 * 1024;
const PERIODS_PER_MINUTE = 6;

export async function monitoringSummary(ctx: MonitoringContext): Promise<MonitoringSummary> {
  // Live figures follow the real time of the process; "today" follows the site's clock.
  const now = Date.now();
  const { periodMs } = recentRequests;
  const periodSeconds = periodMs / 1000;
  // Only periods that ended while the process ran: before it started nothing was measured, not zero.
  const started = recentRequests.periodStart(now - process.uptime() * 1000);
  const periods = Math.min(CHART_PERIODS, (recentRequests.periodStart(now) - started) / periodMs);
  const requestPeriods = recentRequests.completedPeriods(now, periods);
  const queryPeriods = recentQueries.completedPeriods(now, periods);
  const lastMinute = Math.min(PERIODS_PER_MINUTE, periods);
  const memory = process.memoryUsage();
  return {
    generatedAt: new Date(now).toISOString(),
    periodSeconds,
    lastMinute: point(recentRequests.merged(now, lastMinute), recentQueries.merged(now, lastMinute), periodSeconds * lastMinute),
    series: requestPeriods.map((period, index) => ({
      at: new Date(period.start).toISOString(),
      ...point(period.figures, queryPeriods[index]!.figures, periodSeconds),
    })),
    weighingsToday: await countWeighingsOfDay(ctx.db, ctx.clock.now(), ctx.siteTimeZone),
    server: {
      engine: ctx.engine,
      uptimeSeconds: Math.round(process.uptime()),
      residentMemoryMb: Math.round(memory.rss / MEGABYTE),
      heapUsedMb: Math.round(memory.heapUsed / MEGABYTE),
    },
  };
}

function point(requests: PeriodFigures, queries: PeriodFigures, seconds: number): Omit<MonitoringPoint, 'at'> {
  return {
    requestsPerSecond: perSecond(requests.count, seconds),
    errorRate: requests.count === 0 ? null : requests.failures / requests.count,
    latencyMs: requests.percentiles,
    queriesPerSecond: perSecond(queries.count, seconds),
    queryMs: queries.percentiles,
  };
}

const perSecond = (count: number, seconds: number) => (seconds === 0 ? 0 : Math.round((count / seconds) * 100) / 100);

/** The Grafana dashboards shipped in deploy/monitoring/, under MONITORING_URL, one per tab. */
export function externalDashboards(monitoringUrl: string | undefined): MonitoringDashboards {
  if (!monitoringUrl) return null;
  const link = (tab: string) => {
    const dashboard = `${monitoringUrl}/d/weighbridge-${tab}/`;
    return { embedUrl: `${dashboard}?orgId=1&refresh=10s&kiosk`, openUrl: `${dashboard}?orgId=1&refresh=10s` };
  };
  const [overview, database, performance] = DASHBOARD_TABS.map(link);
  return { overview: overview!, database: database!, performance: performance! };
}
