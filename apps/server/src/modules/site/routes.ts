/** GET /api/site: the site's name and time zone, so that pages count "today" in the site's days. */
import { siteInfoResponseSchema } from '@weighbridge/contract/site';
import type { App } from '../../app-types.js';
import type { Config } from '../../config.js';

export function siteRoutes(app: App, deps: { config: Config }): void {
  app.get(
    '/api/site',
    { config: { access: 'signed-in' }, schema: { response: { 200: siteInfoResponseSchema } } },
    async () => ({ data: { name: deps.config.siteName, timeZone: deps.config.siteTimeZone } }),
  );
}
