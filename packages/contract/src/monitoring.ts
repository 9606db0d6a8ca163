/** Settings / Monitoring: the server's own live figures and the external dashboard (spec part 2 sections 2 and 9). */
import { z } from 'zod';
import { databaseEngineSchema } from './system.js';

/** The monitoring page refreshes its figures and charts this often (spec part 2 section 9). */
export const MONITORING_REFRESH_MS = 10_000;

/** An embedded dashboard is at least this tall, in pixels (spec part 2 section 9). */
export const MONITORING_FRAME_MIN_HEIGHT_PX = 600;

const rate = z.number().nonnegative();
const milliseconds = z.number().nonnegative().nullable();

/** Latency percentiles in milliseconds; null when nothing was measured in the period. */
export const percentilesSchema = z.object({ p50: milliseconds, p95: milliseconds, p99: milliseconds });
export type Percentiles = z.infer<typeof percentilesSchema>;

/** One period of the charts: requests and database queries measured within it. */
export const monitoringPointSchema = z.object({
  /** Start of the period (ISO 8601). */
  at: z.string(),
  requestsPerSecond: rate,
  /** Share of answers that were server errors (5xx), 0 to 1; null without requests. */
  errorRate: z.number().min(0).max(1).nullable(),
  latencyMs: percentilesSchema,
  queriesPerSecond: rate,
  queryMs: percentilesSchema,
});
export type MonitoringPoint = z.infer<typeof monitoringPointSchema>;

/** GET /api/monitoring/summary. */
export const monitoringSummarySchema = z.object({
  generatedAt: z.string(),
  /** Length of one chart period, in seconds. */
  periodSeconds: z.number().int().positive(),
  /** The last minute as a whole (less while the server has run for less). */
  lastMinute: monitoringPointSchema.omit({ at: true }),
  /** Oldest first, one point per complete period of the last ten minutes in which the server ran. */
  series: z.array(monitoringPointSchema),
  weighingsToday: z.object({ tara: z.number().int().nonnegative(), load: z.number().int().nonnegative() }),
  server: z.object({
    engine: databaseEngineSchema,
    uptimeSeconds: z.number().nonnegative(),
    residentMemoryMb: z.number().nonnegative(),
    heapUsedMb: z.number().nonnegative(),
  }),
});
export type MonitoringSummary = z.infer<typeof monitoringSummarySchema>;

/** The tabs of the monitoring page that show a dashboard: the external one when configured, else the server's own charts. */
export const DASHBOARD_TABS = ['overview', 'database', 'performance'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** An external dashboard: the address to embed (kiosk view, refreshing itself) and the one to open in a new tab. */
const dashboardLinkSchema = z.object({ embedUrl: z.string(), openUrl: z.string() });

/** GET /api/monitoring/dashboards: one external dashboard per tab, or null when MONITORING_URL is not set. */
export const monitoringDashboardsResponseSchema = z.object({
  dashboards: z.object({ overview: dashboardLinkSchema, database: dashboardLinkSchema, performance: dashboardLinkSchema }).nullable(),
});
export type MonitoringDashboards = z.infer<typeof monitoringDashboardsResponseSchema>['dashboards'];
