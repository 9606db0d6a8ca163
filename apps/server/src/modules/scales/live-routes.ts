/**
 * GET /api/scales/:scale_id/live: the scale's readings and card reads as Server-Sent Events, for the
 * weighing page. Authenticated like every route (the page reads it with fetch and its bearer token).
 */
import { PassThrough } from 'node:stream';
import type { App } from '../../app-types.js';
import type { DeviceConnections } from './device-connections.js';
import { followScale } from './live-stream.js';
import { scaleParams, scaleViewers } from './routes.js';
import { scaleStatus } from './service.js';

export function liveRoutes(app: App, deps: { devices: DeviceConnections }): void {
  const { devices } = deps;

  app.get('/api/scales/:scale_id/live', { config: { access: scaleViewers }, schema: { params: scaleParams } }, async (request, reply) => {
    const scaleId = request.params.scale_id;
    // An unknown scale is a 404 before the stream starts.
    scaleStatus(devices, scaleId);
    const stream = new PassThrough();
    const stop = followScale({ scaleId, devices, write: (text) => stream.write(text), end: () => stream.end() });
    // The client went away: the reply destroys the stream.
    stream.once('close', stop);
    return (
      reply
        .type('text/event-stream; charset=utf-8')
        // Proxies pass each event on at once rather than gathering the stream.
        .header('X-Accel-Buffering', 'no')
        // The connection ends with the stream: a stopping server does not wait for it to fall idle.
        .header('Connection', 'close')
        .send(stream)
    );
  });
}
