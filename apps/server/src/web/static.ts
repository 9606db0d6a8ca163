/**
 * Serves the built web app from the same port as the API. Paths that are not files get index.html so
 * that the client router can show them; a path that names a file the build does not hold (a name with
 * an extension, such as the project documents' old /docs/*.md) is a 404, not the app.
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
    if (request.url.startsWith('/api/') || namesAFile(request.url)) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

/** Whether the path's last segment has an extension ('/docs/guide.md', '/assets/x.js'); the app's routes never do. */
function namesAFile(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}
