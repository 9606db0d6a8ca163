/**
 * The monitoring endpoints: the Prometheus metrics for signed-in administrators (GET /api/monitoring/metrics)
 * and for a Prometheus server holding METRICS_TOKEN (GET /metrics), the live summary of the monitoring page
 * and the external dashboards it embeds.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@weighbridge/contract/messages';
import { monitoringDashboardsResponseSchema, monitoringSummarySchema } from '@weighbridge/contract/monitoring';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-types.js';
import { errorAnswer } from '../../lib/errors.js';
import { metricsRegistry } from '../../metrics/metrics.js';
import { externalDashboards, type MonitoringContext, monitoringSummary } from './service.js';
import type { RouteAccess } from '../../plugins/access.js';

const viewers: RouteAccess = { permission: 'settings.monitoring.view' };

export function monitoringRoutes(app: App, ctx: MonitoringContext & { metricsToken: string | undefined }): void {
  app.get('/api/monitoring/metrics', { config: { access: viewers } }, sendMetrics);

  app.get(
    '/api/monitoring/summary',
    { config: { access: viewers }, schema: { response: { 200: monitoringSummarySchema } } },
    async () => monitoringSummary(ctx),
  );

  app.get(
    '/api/monitoring/dashboards',
    { config: { access: viewers }, schema: { response: { 200: monitoringDashboardsResponseSchema } } },
    async () => ({ dashboards: externalDashboards(ctx.monitoringUrl) }),
  );

  // Outside /api, for Prometheus: its own bearer token instead of a user session; without one it is off.
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const { metricsToken } = ctx;
    if (!metricsToken) return reply.callNotFound();
    if (!matchesSecret(bearerOf(request), metricsToken)) {
      return reply.status(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send(errorAnswer('UNAUTHORIZED', MESSAGES.authenticationRequired));
    }
    return sendMetrics(request, reply);
  });
}

async function sendMetrics(_request: FastifyRequest, reply: FastifyReply): Promise<string> {
  void reply.type(metricsRegistry.contentType).header('Cache-Control', 'no-store');
  return metricsRegistry.metrics();
}

function bearerOf(request: FastifyRequest): string {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
}

/** Compares digests of equal length, so the time taken does not tell how much of the token was right. */
function matchesSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
