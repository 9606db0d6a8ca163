/** Measures every answered request by its route's pattern, and every database query, for Prometheus and the monitoring page. */
import type { App } from '../app-types.js';
import { observeRequest } from '../metrics/live-figures.js';
import { collectProcessMetrics, labelMetricsWithInstance } from '../metrics/metrics.js';
import { timeDatabaseQueries } from '../metrics/query-timing.js';

/** Requests that match no route share one label, so that scanning for paths cannot grow the metrics without end. */
const UNMATCHED_ROUTE = 'unmatched';
/** The web app's files and pages share one label too: each file is a route, and their names change with every build. */
const WEB_APP_ROUTE = 'web-app';

function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined) return UNMATCHED_ROUTE;
  return pattern.startsWith('/api') || pattern === '/metrics' ? pattern : WEB_APP_ROUTE;
}

export function registerMetrics(app: App, options: { instanceName: string }): void {
  labelMetricsWithInstance(options.instanceName);
  collectProcessMetrics();
  timeDatabaseQueries();
  app.addHook('onResponse', async (request, reply) => {
    observeRequest({
      method: request.method,
      route: routeLabel(request.routeOptions.url),
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
    });
  });
}
