/**
 * The site: GET /api/site (every page: name, logo, time zone, shifts, weights), the System page's settings,
 * shifts, units, logo and document number formats, and the logo itself, public so that an image tag (which sends no bearer token) and the verify page can show it.
 */
import { documentNumberFormatInputSchema, documentNumbersResponseSchema } from '@weighbridge/contract/document-numbers';
import { shiftPatternSchema } from '@weighbridge/contract/shifts';
import { REFUSALS } from '@weighbridge/contract/refusals';
import {
  shiftPatternResponseSchema,
  siteInfoResponseSchema,
  siteLogoInputSchema,
  siteSettingsInputSchema,
  siteSettingsResponseSchema,
  weightDisplayResponseSchema,
  weightDisplaySchema,
} from '@weighbridge/contract/site';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { actorOf, type RouteAccess } from '../../plugins/access.js';
import { listDocumentNumbers, saveDocumentNumberFormat } from './document-numbers.js';
import { readUploadedLogo } from './logo.js';
import { readShiftPattern, saveShiftPattern } from './shifts.js';
import { readWeightDisplay, saveWeightDisplay } from './weights.js';
import { readSiteLogo, readSiteProfile, saveSiteLogo, saveSiteSettings, siteSettingsOf } from './profile.js';

const VIEW: RouteAccess = { permission: 'settings.system.view' };
const EDIT: RouteAccess = { permission: 'settings.system.edit' };
/** A logo's address names its version, so a browser may keep it as long as it likes. */
const LOGO_CACHE = 'public, max-age=31536000, immutable';

export function siteRoutes(app: App, deps: { db: Db; clock: Clock }): void {
  app.get('/api/site', { config: { access: 'signed-in' }, schema: { response: { 200: siteInfoResponseSchema } } }, async () => {
    const { name, timeZone, logoUrl } = await readSiteProfile(deps.db);
    return { data: { name, timeZone, logoUrl, shifts: await readShiftPattern(deps.db), weights: await readWeightDisplay(deps.db) } };
  });

  app.put(
    '/api/site/weights',
    { config: { access: EDIT }, schema: { body: weightDisplaySchema, response: { 200: weightDisplayResponseSchema } } },
    async (request) => ({ data: await saveWeightDisplay(deps.db, request.body, actorOf(request)) }),
  );

  app.put(
    '/api/site/shifts',
    { config: { access: EDIT }, schema: { body: shiftPatternSchema, response: { 200: shiftPatternResponseSchema } } },
    async (request) => ({ data: await saveShiftPattern(deps.db, request.body, actorOf(request)) }),
  );

  app.get('/api/site/document-numbers', { config: { access: VIEW }, schema: { response: { 200: documentNumbersResponseSchema } } }, async () => ({
    data: await listDocumentNumbers(deps.db, deps.clock.now()),
  }));

  app.put(
    '/api/site/document-numbers',
    { config: { access: EDIT }, schema: { body: documentNumberFormatInputSchema, response: { 200: documentNumbersResponseSchema } } },
    async (request) => ({ data: await saveDocumentNumberFormat(deps.db, request.body, actorOf(request), deps.clock.now()) }),
  );

  app.get('/api/site/settings', { config: { access: VIEW }, schema: { response: { 200: siteSettingsResponseSchema } } }, async () => ({
    data: siteSettingsOf(await readSiteProfile(deps.db)),
  }));

  app.put(
    '/api/site/settings',
    { config: { access: EDIT }, schema: { body: siteSettingsInputSchema, response: { 200: siteSettingsResponseSchema } } },
    async (request) => ({ data: siteSettingsOf(await saveSiteSettings(deps.db, request.body, actorOf(request), deps.clock.now())) }),
  );

  app.put(
    '/api/site/logo',
    { config: { access: EDIT }, schema: { body: siteLogoInputSchema, response: { 200: siteSettingsResponseSchema } } },
    async (request) => {
      const logo = await readUploadedLogo(request.body.image);
      return { data: siteSettingsOf(await saveSiteLogo(deps.db, logo, actorOf(request), deps.clock.now())) };
    },
  );

  app.delete('/api/site/logo', { config: { access: EDIT }, schema: { response: { 200: siteSettingsResponseSchema } } }, async (request) => ({
    data: siteSettingsOf(await saveSiteLogo(deps.db, null, actorOf(request), deps.clock.now())),
  }));

  app.get('/api/site/logo', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const logo = await readSiteLogo(deps.db);
    if (!logo) throw new AppError('NOT_FOUND', REFUSALS.siteHasNoLogo);
    return reply.header('Content-Type', logo.type).header('Cache-Control', LOGO_CACHE).send(logo.image);
  });
}
