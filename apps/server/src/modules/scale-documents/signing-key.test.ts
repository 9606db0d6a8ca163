import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type Database, openDatabase, queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { freePort } from '../../test/free-port.js';
import { runSource } from '../../test/run-source.js';
import { loadBody, makeSite } from '../../test/site-data.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const FIRST_KEY = 'test-signing-key-of-at-least-32-characters';
const OTHER_KEY = 'another-servers-key-of-at-least-32-characters';
const REFUSAL =
  "The document signing key (from DOCUMENT_SIGNING_KEY) is not the key this database's documents are signed with: " +
  'set the same DOCUMENT_SIGNING_KEY on every server that uses this database.';

/** A test application and one document signed with FIRST_KEY. */
async function siteWithDocument(engine: TestApp['database']['engine']) {
  const t = await startTestApp(engine, { DOCUMENT_SIGNING_KEY: FIRST_KEY });
  const site = await makeSite(t);
  await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: 11000, rfidCardNumber: null } });
  const load = await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, 24000) });
  expect(load.statusCode, load.body).toBe(201);
  return t;
}

describe.each(ENGINES)('the signing key of a database on the %s engine', (engine) => {
  const embedded = engine === 'embedded';

  /** Another server on the same database (on the embedded engine, the same server started again). */
  async function anotherServer(t: TestApp, key: string): Promise<{ start: Promise<unknown>; database: Database }> {
    if (embedded) await t.app.close().then(() => t.database.close());
    const database = await openDatabase({ dataDir: t.dataDir, databaseUrl: t.databaseUrl });
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: t.dataDir, DOCUMENT_SIGNING_KEY: key, SITE_TIMEZONE: 'Europe/Ljubljana', BACKUP_SCHEDULE: 'off' });
    return { start: buildApp({ config, database, logger: false }).then(({ app }) => app.close()), database };
  }
  const dispose = async (t: TestApp, other: Database) => {
    await other.close();
    if (embedded) await fs.rm(t.dataDir, { recursive: true, force: true });
    else await t.close();
  };

  it('refuses to start a server whose key is not the one the database records, and starts one with the same key', async () => {
    const t = await siteWithDocument(engine);
    const other = await anotherServer(t, OTHER_KEY);
    try {
      await expect(other.start).rejects.toThrow(REFUSAL);
      const same = await buildApp({ config: { ...t.config, documentSigningKey: FIRST_KEY }, database: other.database, logger: false });
      await same.app.close();
      const [recorded] = await queryRows<{ fingerprint: string }>(other.database.db, sql`select fingerprint from document_signing_key`);
      // A fingerprint, not the key nor its plain hash.
      expect(recorded!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
      expect(recorded!.fingerprint).not.toContain(FIRST_KEY);
    } finally {
      await dispose(t, other.database);
    }
  });

  it('checks a database from before the fingerprint against its newest document before recording one', async () => {
    const t = await siteWithDocument(engine);
    await t.database.db.execute(sql`delete from document_signing_key`);
    const other = await anotherServer(t, OTHER_KEY);
    try {
      await expect(other.start).rejects.toThrow(REFUSAL);
      expect(await queryRows(other.database.db, sql`select 1 from document_signing_key`)).toEqual([]);
      const same = await buildApp({ config: { ...t.config, documentSigningKey: FIRST_KEY }, database: other.database, logger: false });
      await same.app.close();
      expect(await queryRows(other.database.db, sql`select 1 from document_signing_key`)).toHaveLength(1);
    } finally {
      await dispose(t, other.database);
    }
  });

  it('says so in one line when the server is started with another key', async () => {
    const t = await siteWithDocument(engine);
    if (embedded) await t.app.close().then(() => t.database.close());
    try {
      // The key is checked before the server listens: were it not refused, it would not end by itself.
      const env: Record<string, string> = { DATA_DIR: t.dataDir, DOCUMENT_SIGNING_KEY: OTHER_KEY, PORT: String(await freePort()), HOST: '127.0.0.1' };
      if (t.databaseUrl) env.DATABASE_URL = t.databaseUrl;
      const started = await runSource('main.ts', [], env);
      expect(started.code).toBe(1);
      expect(started.stderr).toBe(`${REFUSAL}\n`);
    } finally {
      if (embedded) await fs.rm(t.dataDir, { recursive: true, force: true });
      else await t.close();
    }
  });
});
