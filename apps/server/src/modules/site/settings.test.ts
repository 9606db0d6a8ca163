/**
 * The System page's settings: the first start's SITE_* variables taken in once, saved by an administrator
 * only, audited, refused with a clear message and nothing changed when wrong, and read by what prints the
 * site: a ticket printed after a change carries the new name, address, logo and public address.
 */
import { DEFAULT_SHIFT_PATTERN } from '@weighbridge/contract/shifts';
import { DEFAULT_SITE_NAME, SITE_LOGO_MAX_BYTES, SITE_MESSAGES } from '@weighbridge/contract/site';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { PIXEL_PNG_BASE64, pngDataUrl } from '../../test/images.js';
import { pdfQrCode, pdfText } from '../../test/pdf-files.js';
import { makeSite, printedTicket, type Site } from '../../test/site-data.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { seedSiteProfile } from './profile.js';
import { siteTimeZoneAtStart } from './time-zone.js';


const FIRST_START = { SITE_NAME: 'Kamnolom Ihan', SITE_LATITUDE: '46.12', SITE_LONGITUDE: '14.65' };
const SAVED = { name: 'Kamnolom Črni Vrh', address: 'Cesta 3; 1360 Vrhnika', public_url: 'https://tehtnica.crnivrh.example', latitude: 45.96, longitude: 14.3 };

describe.each(ENGINES)('the system settings on the %s engine', (engine) => {
  let t: TestApp;
  let site: Site;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(engine, FIRST_START);
    site = await makeSite(t);
    admin = site.adminToken;
  });
  afterAll(async () => t.close());

  const settings = async () => (await t.call('GET', '/api/site/settings', { token: admin })).json().data;
  const save = (body: unknown, token = admin) => t.call('PUT', '/api/site/settings', { token, body });
  const auditRows = (action: string) =>
    queryRows<{ actor_username: string; details: unknown }>(t.database.db, sql`select actor_username, details from audit_log where action = ${action} order by id`);

  it("holds the first start's variables, which a later start does not change", async () => {
    expect(await settings()).toEqual({
      name: 'Kamnolom Ihan',
      address: null,
      public_url: null,
      latitude: 46.12,
      longitude: 14.65,
      time_zone: 'Europe/Ljubljana',
      logo_url: null,
      updated_at: null,
    });
    expect(await seedSiteProfile(t.database.db, { name: 'Another Name', address: 'Elsewhere' })).toEqual(['address', 'public address']);
    expect((await settings()).name).toBe('Kamnolom Ihan');
    // A server started without SITE_TIMEZONE takes the site's; one given another is refused (time-zone.test.ts).
    expect(await siteTimeZoneAtStart(t.database.db, { zone: 'America/Chicago', given: false }, new Date())).toBe('Europe/Ljubljana');
  });

  it('are read and saved by an administrator only', async () => {
    for (const role of ['supervisor', 'operator', 'viewer']) {
      const token = await t.signInAs(role);
      expect((await t.call('GET', '/api/site/settings', { token })).statusCode).toBe(403);
      expect((await save(SAVED, token)).statusCode).toBe(403);
      expect((await t.call('PUT', '/api/site/logo', { token, body: { image: pngDataUrl(PIXEL_PNG_BASE64) } })).statusCode).toBe(403);
      // Every signed-in page still learns the site's name and zone.
      expect((await t.call('GET', '/api/site', { token })).json().data).toMatchObject({ name: 'Kamnolom Ihan', timeZone: 'Europe/Ljubljana' });
    }
    expect((await settings()).name).toBe('Kamnolom Ihan');
  });

  it('refuses a wrong value with a clear message, and changes nothing', async () => {
    const before = await settings();
    const refusals: [unknown, string][] = [
      [{ ...SAVED, name: '   ' }, 'Site name is required'],
      [{ ...SAVED, public_url: 'tehtnica.example' }, 'Public address must be an address starting with http:// or https://'],
      [{ ...SAVED, latitude: 95 }, 'Latitude must be between -90 and 90'],
      [{ ...SAVED, longitude: null }, `Longitude ${SITE_MESSAGES.bothCoordinates}`],
    ];
    for (const [body, message] of refusals) {
      const answer = await save(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error).toContain(message);
    }
    expect(await settings()).toEqual(before);
  });

  it('are saved and audited, and a ticket printed after carries the new name, address and public address', async () => {
    const answer = await save(SAVED);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ ...SAVED, time_zone: 'Europe/Ljubljana' });
    expect(await settings()).toMatchObject(SAVED);
    expect((await t.call('GET', '/api/site', { token: admin })).json().data.name).toBe(SAVED.name);
    const [audit] = await auditRows('site.settings');
    expect(audit).toMatchObject({
      details: {
        before: { name: 'Kamnolom Ihan', address: null, public_url: null, latitude: 46.12, longitude: 14.65 },
        after: { name: SAVED.name, address: SAVED.address, public_url: SAVED.public_url, latitude: SAVED.latitude, longitude: SAVED.longitude },
      },
    });

    const ticket = await printedTicket(t, site);
    const text = await pdfText(ticket);
    expect(text).toContain(SAVED.name);
    expect(text).toContain('Cesta 3');
    expect(text).toContain('1360 Vrhnika');
    expect(await pdfQrCode(ticket)).toMatch(/^https:\/\/tehtnica\.crnivrh\.example\/verify\/SD-/);
  });

  it('takes a PNG logo, serves it, prints it on tickets, and removes it', async () => {
    const uploaded = await t.call('PUT', '/api/site/logo', { token: admin, body: { image: pngDataUrl(PIXEL_PNG_BASE64) } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logoUrl: string = uploaded.json().data.logo_url;
    expect(logoUrl).toMatch(/^\/api\/site\/logo\?v=[0-9a-f]{12}$/);
    expect((await t.call('GET', '/api/site', { token: admin })).json().data.logoUrl).toBe(logoUrl);
    // Public: an image tag sends no token.
    const served = await t.call('GET', logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(Buffer.from(PIXEL_PNG_BASE64, 'base64'))).toBe(true);
    expect((await printedTicket(t, site)).toString('latin1')).toContain('/Subtype /Image');
    expect(await auditRows('site.logo')).toEqual([expect.objectContaining({ details: { before: null, after: { type: 'image/png', bytes: 70 } } })]);

    const removed = await t.call('DELETE', '/api/site/logo', { token: admin });
    expect(removed.json().data.logo_url).toBeNull();
    expect((await t.call('GET', logoUrl)).statusCode).toBe(404);
    expect((await printedTicket(t, site)).toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('refuses a logo that is not a PNG or JPEG image, or too large, and keeps the one it had', async () => {
    await t.call('PUT', '/api/site/logo', { token: admin, body: { image: pngDataUrl(PIXEL_PNG_BASE64) } });
    const kept = (await settings()).logo_url;
    const broken = Buffer.from(PIXEL_PNG_BASE64, 'base64').subarray(0, 30).toString('base64');
    const large = Buffer.concat([Buffer.from(PIXEL_PNG_BASE64, 'base64'), Buffer.alloc(SITE_LOGO_MAX_BYTES)]).toString('base64');
    const refusals: [string, number, string][] = [
      ['data:image/gif;base64,R0lGODlhAQABAAAAACw=', 400, SITE_MESSAGES.logoNotImage],
      [`data:image/jpeg;base64,${PIXEL_PNG_BASE64}`, 400, SITE_MESSAGES.logoNotImage],
      [pngDataUrl(broken), 400, SITE_MESSAGES.logoNotImage],
      ['not a data url', 400, SITE_MESSAGES.logoNotImage],
      [pngDataUrl(large), 413, SITE_MESSAGES.logoTooLarge],
    ];
    for (const [image, status, message] of refusals) {
      const answer = await t.call('PUT', '/api/site/logo', { token: admin, body: { image } });
      expect(answer.statusCode, image.slice(0, 30)).toBe(status);
      expect(answer.json().error).toBe(message);
    }
    expect((await settings()).logo_url).toBe(kept);
  });

  it('keeps the shift pattern an administrator saves, refuses one with a gap, and tells every page', async () => {
    const site = async (token = admin) => (await t.call('GET', '/api/site', { token })).json().data;
    expect((await site()).shifts).toEqual(DEFAULT_SHIFT_PATTERN);
    const twelveHours = { dayStart: '07:00', shifts: [{ name: 'Day', start: '07:00', end: '19:00' }, { name: 'Night', start: '19:00', end: '07:00' }] };
    const operator = await t.signInAs('operator');
    expect((await t.call('PUT', '/api/site/shifts', { token: operator, body: twelveHours })).statusCode).toBe(403);

    const gap = { ...twelveHours, shifts: [twelveHours.shifts[0], { name: 'Night', start: '20:00', end: '07:00' }] };
    const refused = await t.call('PUT', '/api/site/shifts', { token: admin, body: gap });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Shifts must cover the 24 hours without a gap: no shift is worked from 19:00 to 20:00');
    expect((await site()).shifts).toEqual(DEFAULT_SHIFT_PATTERN);

    const saved = await t.call('PUT', '/api/site/shifts', { token: admin, body: twelveHours });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await site(operator)).shifts).toEqual(twelveHours);
    expect(await auditRows('site.shifts')).toEqual([expect.objectContaining({ details: { before: DEFAULT_SHIFT_PATTERN, after: twelveHours } })]);
  });

  it('names the site by the default until it has a name', async () => {
    await t.database.db.execute(sql`update site_settings set name = null`);
    expect((await t.call('GET', '/api/site', { token: admin })).json().data.name).toBe(DEFAULT_SITE_NAME);
    await save(SAVED);
  });
});
