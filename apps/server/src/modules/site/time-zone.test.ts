/**
 * The site's time zone is the database's: the first server records it, a server started with another is
 * refused with both zones named, and the administrator's explicit change re-cuts the report totals once.
 */
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { runSource } from '../../test/run-source.js';
import { startTestApp, TEST_SIGNING_KEY, type TestApp } from '../../test/test-app.js';
import { checkSiteTimeZone, SiteTimeZoneMismatchError, setSiteTimeZone } from './time-zone.js';

describe.each(ENGINES)('the site time zone on the %s engine', (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const recorded = async (app: TestApp) => queryRows<{ time_zone: string }>(app.database.db, sql`select time_zone from site_settings`);

  it('is recorded by the first server, and refuses a server started with another zone, naming both', async () => {
    t = await startTestApp(engine, { SITE_TIMEZONE: 'Europe/Ljubljana' });
    expect(await recorded(t)).toEqual([{ time_zone: 'Europe/Ljubljana' }]);
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: t.dataDir, DOCUMENT_SIGNING_KEY: TEST_SIGNING_KEY, SITE_TIMEZONE: 'America/Chicago', BACKUP_SCHEDULE: 'off' });
    await expect(buildApp({ config, database: t.database, logger: false })).rejects.toThrow(
      "This database's site time zone is Europe/Ljubljana, and this server was started with SITE_TIMEZONE=America/Chicago: " +
        'start every server of the site with SITE_TIMEZONE=Europe/Ljubljana, or change the site\'s time zone with `npm run db -- set-time-zone America/Chicago` while no server runs.',
    );
    // Nothing was re-cut: the totals are still in the site's days.
    expect(await queryRows(t.database.db, sql`select time_zone from rollup_settings`)).toEqual([{ time_zone: 'Europe/Ljubljana' }]);
    await expect(checkSiteTimeZone(t.database.db, 'Europe/Ljubljana', new Date())).resolves.toBeUndefined();
  });

  it('changes only by the administrator\'s explicit act, audited, with the totals re-cut once', async () => {
    t = await startTestApp(engine, { SITE_TIMEZONE: 'Europe/Ljubljana' });
    const changed = await setSiteTimeZone(t.database.db, 'America/Chicago', 'cli', new Date('2026-11-27T08:00:00Z'));
    expect(changed).toEqual({ before: 'Europe/Ljubljana', rebuilt: true });
    expect(await recorded(t)).toEqual([{ time_zone: 'America/Chicago' }]);
    expect(await queryRows(t.database.db, sql`select time_zone from rollup_settings`)).toEqual([{ time_zone: 'America/Chicago' }]);
    const [audit] = await queryRows<{ actor_username: string; details: unknown }>(
      t.database.db,
      sql`select actor_username, details from audit_log where action = 'site.time_zone'`,
    );
    expect(audit).toEqual({ actor_username: 'cli', details: { before: { time_zone: 'Europe/Ljubljana' }, after: { time_zone: 'America/Chicago' } } });
    await expect(checkSiteTimeZone(t.database.db, 'Europe/Ljubljana', new Date())).rejects.toBeInstanceOf(SiteTimeZoneMismatchError);
    await expect(checkSiteTimeZone(t.database.db, 'America/Chicago', new Date())).resolves.toBeUndefined();
  });

  it('is changed from the command line, which refuses a name that is not a zone', async () => {
    const app = await startTestApp(engine, { SITE_TIMEZONE: 'Europe/Ljubljana' });
    const env: Record<string, string> = { DATA_DIR: app.dataDir, DOCUMENT_SIGNING_KEY: TEST_SIGNING_KEY, SITE_TIMEZONE: 'Europe/Ljubljana' };
    if (app.databaseUrl) env.DATABASE_URL = app.databaseUrl;
    // The embedded engine's folder belongs to one process: there the command runs while no server does.
    const embedded = engine === 'embedded';
    if (embedded) await app.app.close().then(() => app.database.close());
    else t = app;
    const wrong = await runSource('cli/db.ts', ['set-time-zone', 'Mars/Olympus'], env);
    expect([wrong.code, wrong.stderr.trim()]).toEqual([1, 'Mars/Olympus is not an IANA time zone name such as Europe/Berlin']);
    const changed = await runSource('cli/db.ts', ['set-time-zone', 'America/Chicago'], env);
    expect(changed.code, changed.stderr).toBe(0);
    expect(changed.stdout).toBe(
      "The site's time zone is now America/Chicago (it was Europe/Ljubljana); report totals re-cut in it.\nStart every server with SITE_TIMEZONE=America/Chicago.\n",
    );
    const database = embedded ? await openDatabase({ dataDir: app.dataDir }) : app.database;
    try {
      expect(await queryRows(database.db, sql`select time_zone from site_settings`)).toEqual([{ time_zone: 'America/Chicago' }]);
    } finally {
      if (embedded) await database.close().then(() => fs.rm(app.dataDir, { recursive: true, force: true }));
    }
  });
});
