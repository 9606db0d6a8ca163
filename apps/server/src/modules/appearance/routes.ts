/**
 * Appearance: GET/PUT /api/account/preferences (the signed-in user's own choices, the site's defaults and
 * what applies) and GET/PUT /api/site/appearance (the site's defaults; read without signing in, because the
 * sign-in page and the first paint follow them, and changed by administrators only).
 */
import { accountPreferencesResponseSchema, ownPreferencesInputSchema, siteAppearanceInputSchema, siteAppearanceResponseSchema } from '@weighbridge/contract/preferences';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf, requireAuth } from '../../plugins/access.js';
import { readSiteAppearance } from './repository.js';
import { accountPreferences, saveAccountPreferences, saveSiteAppearance } from './service.js';

export function appearanceRoutes(app: App, deps: { db: Db; clock: Clock }): void {
  // Every signed-in user reads what applies to them, whatever their role: the pages are painted with it.
  app.get('/api/account/preferences', { config: { access: 'signed-in' }, schema: { response: { 200: accountPreferencesResponseSchema } } }, async (request) => ({
    data: await accountPreferences(deps.db, requireAuth(request).user.id),
  }));

  app.put(
    '/api/account/preferences',
    { config: { access: { permission: 'settings.appearance.view' } }, schema: { body: ownPreferencesInputSchema, response: { 200: accountPreferencesResponseSchema } } },
    async (request) => ({ data: await saveAccountPreferences(deps.db, actorOf(request), request.body, deps.clock.now()) }),
  );

  app.get('/api/site/appearance', { config: { access: 'public' }, schema: { response: { 200: siteAppearanceResponseSchema } } }, async () => ({
    data: await readSiteAppearance(deps.db),
  }));

  app.put(
    '/api/site/appearance',
    { config: { access: { permission: 'settings.appearance.site-defaults' } }, schema: { body: siteAppearanceInputSchema, response: { 200: siteAppearanceResponseSchema } } },
    async (request) => ({ data: await saveSiteAppearance(deps.db, actorOf(request), request.body) }),
  );
}
