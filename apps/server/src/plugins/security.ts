/** HTTP hardening: security headers with a strict Content-Security-Policy, and no caching of API answers. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { App } from '../app-types.js';

/** @param frameOrigin The origin of the external monitoring dashboard, which pages may embed. */
export type SecurityOptions = { frameOrigin?: string | undefined };

type SetHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Sets the security headers of an answer. Besides the hook below, Fastify's answers to an address it
 * cannot route use it: they are given before any hook runs.
 */
export function securityHeaderSetter(options: SecurityOptions = {}): SetHeaders {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The component library sets styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.frameOrigin ? { frameSrc: ["'self'", options.frameOrigin] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // As frame-ancestors 'none' says, for browsers that know only this header.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  return (request, reply) => setHeaders(request.raw, reply.raw, () => undefined);
}

export function registerSecurity(app: App, setHeaders: SetHeaders): void {
  app.addHook('onRequest', async (request, reply) => setHeaders(request, reply));
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) {
      void reply.header('Cache-Control', 'no-store');
      void reply.header('Pragma', 'no-cache');
    }
  });
}
