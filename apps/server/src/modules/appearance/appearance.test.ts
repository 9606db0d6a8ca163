/**
 * Appearance: each user's own choices over the site's defaults, saved in part and cleared one by one, the
 * site's defaults readable signed out and changed by administrators only, every save audited.
 */
import { APPEARANCE_FIELDS, DEFAULT_PREFERENCES } from '@weighbridge/contract/preferences';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const NOTHING_CHOSEN = { colorScheme: null, density: null, menuView: null, locale: null };

describe.each(ENGINES)('appearance on the %s engine', (engine) => {
  let t: TestApp;
  let admin: string;
  let operator: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await t.signInAs('admin');
    operator = await t.signInAs('operator');
  });
  afterAll(async () => t.close());

  const mine = async (token: string) => {
    const answer = await t.call('GET', '/api/account/preferences', { token });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const choose = (token: string, body: unknown) => t.call('PUT', '/api/account/preferences', { token, body });
  const siteDefaults = async () => (await t.call('GET', '/api/site/appearance')).json().data;
  const auditRows = (action: string) =>
    queryRows<{ actor_username: string; entity_id: string; details: unknown }>(
      t.database.db,
      sql`select actor_username, entity_id, details from audit_log where action = ${action} order by id`,
    );

  it("gives a user who has chosen nothing the site's defaults, and the site's defaults to anyone signed out", async () => {
    const site = { colorScheme: 'light', density: 'comfortable', menuView: 'simple', locale: 'en' };
    expect(site).toEqual(DEFAULT_PREFERENCES);
    expect(await mine(operator)).toEqual({ own: NOTHING_CHOSEN, site, effective: site });
    const signedOut = await t.call('GET', '/api/site/appearance');
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json().data).toEqual(site);
    expect((await t.call('GET', '/api/account/preferences')).statusCode).toBe(401);
  });

  it('saves part of the choices, keeps the others, clears one with null, and leaves another user as they were', async () => {
    const first = await choose(operator, { colorScheme: 'dark', density: 'compact' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.own).toEqual({ ...NOTHING_CHOSEN, colorScheme: 'dark', density: 'compact' });
    expect(first.json().data.effective).toEqual({ colorScheme: 'dark', density: 'compact', menuView: 'simple', locale: 'en' });

    await choose(operator, { menuView: 'advanced', density: null });
    const after = await mine(operator);
    expect(after.own).toEqual({ colorScheme: 'dark', density: null, menuView: 'advanced', locale: null });
    expect(after.effective).toEqual({ colorScheme: 'dark', density: 'comfortable', menuView: 'advanced', locale: 'en' });
    expect((await mine(admin)).own).toEqual(NOTHING_CHOSEN);

    const audits = await auditRows('user.preferences');
    expect(audits.at(-1)).toMatchObject({
      details: { before: { colorScheme: 'dark', density: 'compact', menuView: null }, after: { colorScheme: 'dark', density: null, menuView: 'advanced' } },
    });
  });

  it('refuses a value that is not one of the choices, and changes nothing', async () => {
    const before = await mine(operator);
    const refusals: [unknown, string][] = [
      [{ colorScheme: 'purple' }, `${APPEARANCE_FIELDS.colorScheme} must be one of light, dark`],
      [{ density: 'compact', menuView: 'tiny' }, `${APPEARANCE_FIELDS.menuView} must be one of simple, advanced`],
      [{ locale: 'fr' }, `${APPEARANCE_FIELDS.locale} must be one of en, de`],
    ];
    for (const [body, message] of refusals) {
      const answer = await choose(operator, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error).toContain(message);
    }
    expect((await choose(operator, { theme: 'dark' })).statusCode).toBe(400);
    expect(await mine(operator)).toEqual(before);
  });

  it("lets only an administrator change the site's defaults, audited, and a user's own choice still wins", async () => {
    for (const role of ['supervisor', 'operator', 'viewer']) {
      const token = role === 'operator' ? operator : await t.signInAs(role);
      expect((await t.call('PUT', '/api/site/appearance', { token, body: { colorScheme: 'dark' } })).statusCode).toBe(403);
    }
    expect((await t.call('PUT', '/api/site/appearance', { body: { colorScheme: 'dark' } })).statusCode).toBe(401);
    expect(await siteDefaults()).toEqual(DEFAULT_PREFERENCES);

    const saved = await t.call('PUT', '/api/site/appearance', { token: admin, body: { colorScheme: 'dark', menuView: 'advanced', locale: 'de' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const site = { colorScheme: 'dark', density: 'comfortable', menuView: 'advanced', locale: 'de' };
    expect(saved.json().data).toEqual(site);
    expect(await siteDefaults()).toEqual(site);
    expect(await auditRows('site.appearance')).toEqual([
      expect.objectContaining({ entity_id: '1', details: expect.objectContaining({ before: DEFAULT_PREFERENCES, after: site }) }),
    ]);

    // The admin chose nothing: the site's new defaults apply. The operator's own dark and Advanced stay theirs.
    expect((await mine(admin)).effective).toEqual(site);
    await choose(operator, { colorScheme: 'light', menuView: null });
    expect((await mine(operator)).effective).toEqual({ colorScheme: 'light', density: 'comfortable', menuView: 'advanced', locale: 'de' });
  });
});
