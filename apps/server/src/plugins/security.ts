/** HTTP hardening: security headers with a strict Content-Security-Policy, and no caching of API answers. */
import helmet from '@fastify/helmet';
import type { App } from '../app-types.js';

/** @param options.frameOrigin The origin of the external monitoring dashboard, which pages may embed. */
export async function registerSecurity(app: App, options: { frameOrigin?: string | undefined } = {}): Promise<void> {
  await app.register(helmet, {
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
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) {
      void reply.header('Cache-Control', 'no-store');
      void reply.header('Pragma', 'no-cache');
    }
  });
}
