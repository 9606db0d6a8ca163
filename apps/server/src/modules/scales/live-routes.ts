/**
 * GET /api/scales/:scale_id/live: the scale's readings and card reads as Server-Sent Events, for the
 * weighing page. Authenticated like every route (the page reads it with fetch and its bearer token).
 */
import { PassThrough } from 'node:stream';
import type { App } from '../../app-types.js';
import { bearerToken } from '../../plugins/access.js';
import type { SessionWatch } from '../../lib/session.js';
import type { DeviceConnections } from './device-connections.js';
import { followScale } from './live-stream.js';
import { scaleParams, scaleViewers } from './routes.js';
import { scaleStatus } from './service.js';

/** How often an open stream checks that its session is still signed in (a sign-out or a revoked session ends it). */
export const SESSION_CHECK_MS = 5000;

export function liveRoutes(app: App, deps: { devices: DeviceConnections; auth: SessionWatch }): void {
  const { devices, auth } = deps;

  app.get('/api/scales/:scale_id/live', { config: { access: scaleViewers }, schema: { params: scaleParams } }, async (request, reply) => {
    const scaleId = request.params.scale_id;
    // An unknown scale is a 404 before the stream starts.
    scaleStatus(devices, scaleId);
    const stream = new PassThrough();
    const stop = followScale({ scaleId, devices, write: (text) => stream.write(text), end: () => stream.end() });
    // The access check ran once, at the start: the session is checked again while the stream stays open.
    const token = bearerToken(request) ?? '';
    const sessionCheck = setInterval(() => {
      auth.stillSignedIn(token).then(
        (signedIn) => signedIn || stream.end(),
        (error: unknown) => request.log.warn({ err: error }, 'live stream session check failed'),
      );
    }, SESSION_CHECK_MS);
    // The client went away, or the stream was ended: the reply destroys the stream.
    stream.once('close', () => {
      clearInterval(sessionCheck);
      stop();
    });
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
