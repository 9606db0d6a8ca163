/**
 * Serves the built web app from the same port as the API. Paths that are not files get index.html so
 * that the client router can show them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { App } from '../app-types.js';

export const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

export async function registerWebApp(app: App, webDist: string): Promise<void> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn(`web app not built in ${webDist}; run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    setHeaders: (res, filePath) => {
      // Built assets carry a content hash in their name; index.html must always be fetched fresh.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: {} }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
