/**
 * Every request and database query is measured here once, for both Prometheus and the monitoring page's
 * live figures (the last ten minutes in periods as long as the page's refresh).
 */
import { MONITORING_REFRESH_MS } from '@weighbridge/contract/monitoring';
import { dbQueryDuration, httpRequestDuration, httpRequests } from './metrics.js';
import { RecentWindow } from './recent-window.js';

/** Ten minutes of complete periods, and the one under way. */
export const CHART_PERIODS = 60;

export const recentRequests = new RecentWindow(MONITORING_REFRESH_MS, CHART_PERIODS + 1);
export const recentQueries = new RecentWindow(MONITORING_REFRESH_MS, CHART_PERIODS + 1);

/** An answered HTTP request; `route` is the route's pattern (e.g. /api/vehicles/:vehicle_id), never the raw URL. */
export function observeRequest(request: { method: string; route: string; status: number; durationMs: number }): void {
  const labels = { method: request.method, route: request.route, status: String(request.status) };
  httpRequests.inc(labels);
  httpRequestDuration.observe(labels, request.durationMs / 1000);
  recentRequests.record(Date.now(), request.durationMs, request.status >= 500);
}

const OPERATIONS = new Set(['select', 'insert', 'update', 'delete']);

/** A database query that took `durationMs`; its kind is read from the statement's first word. */
export function observeQuery(statement: string, durationMs: number): void {
  const word = /^\s*(\w+)/.exec(statement)?.[1]?.toLowerCase() ?? '';
  dbQueryDuration.observe({ operation: OPERATIONS.has(word) ? word : 'other' }, durationMs / 1000);
  recentQueries.record(Date.now(), durationMs);
}
