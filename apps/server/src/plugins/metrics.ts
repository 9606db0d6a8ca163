/** Measures every answered request by its route's pattern, and every database query, for Prometheus and the monitoring page. */
import type { App } from '../app-types.js';
import { observeRequest } from '../modules/monitoring/live-figures.js';
import { collectProcessMetrics } from '../modules/monitoring/metrics.js';
import { timeDatabaseQueries } from '../modules/monitoring/query-timing.js';

/** Requests that match no route share one label, so that scanning for paths cannot grow the metrics without end. */
const UNMATCHED_ROUTE = 'unmatched';

export function registerMetrics(app: App): void {
  collectProcessMetrics();
  timeDatabaseQueries();
  app.addHook('onResponse', async (request, reply) => {
    observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
    });
  });
}
