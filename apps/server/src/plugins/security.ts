/** HTTP hardening: security headers with a strict Content-Security-Policy, and no caching of API answers. */
import helmet from '@fastify/helmet';
import type { App } from '../app-types.js';

export async function registerSecurity(app: App): Promise<void> {
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
