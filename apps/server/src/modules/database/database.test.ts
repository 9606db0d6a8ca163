import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { authenticatedBackup } from '../../test/backup-edits.js';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { TEST_SIGNING_KEY, type TestApp } from '../../test/test-app.js';
import { BackupFileError } from './backup-file.js';
import { BUSINESS_TABLES, CHAIN_HEAD, DERIVED_TABLES, NOT_IN_BACKUPS } from './business-tables.js';
import { countBusinessRows } from './repository.js';
import { restoreBackup, RestoreRefusedError } from './restore.js';

/** A site with a driver, a vehicle weighed empty with its RFID card, two loads, one of them voided. */
async function fillSite(t: TestApp): Promise<Site> {
  const site = await makeSite(t);
  const token = site.adminToken;
  const post = async (url: string, body: unknown) => {
    const answer = await t.call('POST', url, { token, body });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data;
  };
  const driver = await post('/api/drivers', { name: 'Marko', surname: 'Novak', driver_license_id: `DL-${Date.now()}${Math.random()}` });
  await post('/api/tara-weighings', { vehicleId: site.vehicleId, rfidCardNumber: `RF-${site.vehicleId}`, tareWeight: 12000.05, scaleId: 1, notes: null });
  t.clock.advance(60_000);
  await post('/api/scale-documents/record-load', loadBody(site, 30000.1, { driverId: driver.driver_id }));
  const voided = await post('/api/scale-documents/record-load', loadBody(site, 31000.25));
  const answer = await t.call('DELETE', `/api/scale-documents/${voided.document_id}`, { token, body: { reason: 'Weighed twice' } });
  expect(answer.statusCode, answer.body).toBe(200);
  return site;
}

const headOf = async (t: TestApp) =>
  (await queryRows(t.database.db, sql`select last_document_id, last_signature from ${CHAIN_HEAD.table}`))[0];

/** A restore as the command line runs it, with the test applications' key. */
const restoring = (t: TestApp) => ({ signingKey: TEST_SIGNING_KEY, backupDir: t.config.backupDir, acceptAltered: false });

describe.each(ENGINES)('database settings on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  beforeAll(async () => {
    site = await fillSite(t);
  });

  it('counts the scale documents, vehicles, drivers, materials, loading areas and unloading stations', async () => {
    const answer = await t.call('GET', '/api/database/stats', { token: site.adminToken });
    expect(answer.statusCode).toBe(200);
    // Voided documents are still in the database, so they count.
    expect(answer.json()).toEqual({
      stats: { scale_documents: 2, vehicles: 1, drivers: 1, materials: 1, loading_areas: 2, unloading_stations: 1 },
    });
  });

  it.each(['supervisor', 'operator', 'viewer'] as const)('refuses statistics and clearing to a %s with 403', async (role) => {
    const token = await t.signInAs(role);
    expect((await t.call('GET', '/api/database/stats', { token })).statusCode).toBe(403);
    const clear = await t.call('POST', '/api/database/clear', { token });
    expect(clear.statusCode).toBe(403);
    expect(clear.json()).toEqual({ error: 'You do not have permission for this action (Settings / Database: Clear)', code: 'FORBIDDEN' });
    expect((await countBusinessRows(t.database.db)).scale_documents).toBe(2);
    expect((await t.call('POST', '/api/database/clear')).statusCode).toBe(401);
  });

  it('refuses to restore into a database that is not empty, naming what it holds', async () => {
    const backupFile = path.join(t.dataDir, 'not-restored.json');
    await fs.writeFile(backupFile, authenticatedBackup({ counts: {}, users: [] }, TEST_SIGNING_KEY));
    await expect(restoreBackup(t.database.db, backupFile, 'test', restoring(t))).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup(t.database.db, backupFile, 'test', restoring(t))).rejects.toThrow(
      /^The database is not empty \(1 drivers, 1 vehicles, 1 rfid cards, .*2 scale documents.*\)\. A backup is restored only into an empty database/,
    );
  });

  it('keeps every table either in the backup or named as outside it', async () => {
    const tables = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const covered = new Set<string>([...BUSINESS_TABLES.map((entry) => entry.name), CHAIN_HEAD.name, ...NOT_IN_BACKUPS, ...DERIVED_TABLES]);
    expect(tables.map((row) => row.table_name).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('clears the business data after writing a backup, and keeps users, sessions and the audit trail', async () => {
    const count = async (table: string) =>
      (await queryRows<{ count: number }>(t.database.db, sql`select count(*)::int as count from ${sql.identifier(table)}`))[0]!.count;
    const kept = { users: await count('users'), sessions: await count('sessions'), audit: await count('audit_log') };
    const before = await countBusinessRows(t.database.db);
    expect(await headOf(t)).toMatchObject({ last_document_id: expect.any(Number) });

    const answer = await t.call('POST', '/api/database/clear', { token: site.adminToken });
    expect(answer.statusCode, answer.body).toBe(200);
    const { totalRecordsCleared, backupFile } = answer.json();
    // 1 driver, 1 vehicle, 1 card, 1 material, 2 areas, 2 polygons, 1 station, 1 tara, 2 documents.
    expect(totalRecordsCleared).toBe(12);
    expect(backupFile).toMatch(/^weighbridge-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?\.json$/);

    expect(Object.values(await countBusinessRows(t.database.db))).toEqual(BUSINESS_TABLES.map(() => 0));
    expect(await headOf(t)).toEqual({ last_document_id: null, last_signature: null });
    expect(await count('users')).toBe(kept.users);
    expect(await count('sessions')).toBe(kept.sessions);
    expect(await count('audit_log')).toBeGreaterThan(kept.audit);
    expect((await t.call('GET', '/api/database/stats', { token: site.adminToken })).json().stats.scale_documents).toBe(0);

    const backup = JSON.parse(await fs.readFile(path.join(t.config.backupDir, backupFile), 'utf8'));
    expect(backup).toMatchObject({ format: 'weighbridge-backup', version: 4, reason: 'clear', counts: before, hmacSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(backup.tables.scale_documents).toHaveLength(2);
    expect(backup.tables.document_chain).toHaveLength(1);

    const [audit] = await queryRows(t.database.db, sql`select actor_username, outcome, details from audit_log where action = 'database.clear'`);
    expect(audit).toMatchObject({ outcome: 'success', details: { backupFile, totalRecordsCleared: 12, deleted: before } });
  });

  it('starts numbering and the signature chain again after a clear', async () => {
    const fresh = await makeSite(t);
    await t.call('POST', '/api/tara-weighings', { token: fresh.adminToken, body: { vehicleId: fresh.vehicleId, tareWeight: 10000, rfidCardNumber: null } });
    const answer = await t.call('POST', '/api/scale-documents/record-load', { token: fresh.adminToken, body: loadBody(fresh, 20000) });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.document_number).toMatch(/^SD-\d{4}-000001$/);
    const [document] = await queryRows(t.database.db, sql`select previous_signature from scale_documents`);
    expect(document).toEqual({ previous_signature: null });
    // Cleared again, so that the tests below start from an empty database.
    expect((await t.call('POST', '/api/database/clear', { token: fresh.adminToken })).json().totalRecordsCleared).toBe(9);
  });

  it('rolls a restore from a damaged backup back completely', async () => {
    const [backupFile] = (await fs.readdir(t.config.backupDir)).filter((name) => name.endsWith('.json'));
    const text = await fs.readFile(path.join(t.config.backupDir, backupFile!), 'utf8');
    const damaged = path.join(t.dataDir, 'damaged.json');
    await fs.writeFile(damaged, text.slice(0, text.indexOf('\n"scale_documents":[')));
    await expect(restoreBackup(t.database.db, damaged, 'test', restoring(t))).rejects.toThrow(BackupFileError);
    await expect(restoreBackup(t.database.db, damaged, 'test', restoring(t))).rejects.toThrow('ends early: the backup is incomplete');
    expect(Object.values(await countBusinessRows(t.database.db))).toEqual(BUSINESS_TABLES.map(() => 0));
  });

  it('refuses a backup of another database, whose users are not these', async () => {
    const foreign = path.join(t.dataDir, 'foreign.json');
    await fs.writeFile(foreign, authenticatedBackup({ counts: {}, users: [{ id: 1, username: 'somebody-else' }] }, TEST_SIGNING_KEY));
    await expect(restoreBackup(t.database.db, foreign, 'test', restoring(t))).rejects.toThrow(
      'This backup was made in another database: its users somebody-else (id 1) are not users of this one.',
    );
  });

  it('refuses a backup whose documents are signed with another key, unless the altered documents are accepted', async () => {
    const otherKey = path.join(t.dataDir, 'other-key.json');
    await fs.writeFile(otherKey, authenticatedBackup({ counts: {}, users: [], signingKeyFingerprint: 'ab'.repeat(32) }, TEST_SIGNING_KEY));
    await expect(restoreBackup(t.database.db, otherKey, 'test', restoring(t))).rejects.toThrow(
      `${otherKey} was made in a database whose documents are signed with another key: restore it on a server with the DOCUMENT_SIGNING_KEY it was made with.`,
    );
    await restoreBackup(t.database.db, otherKey, 'test', { ...restoring(t), acceptAltered: true });
    const [audit] = await queryRows(t.database.db, sql`select details from audit_log where action = 'database.restore_altered'`);
    expect(audit).toEqual({
      details: { backupFile: 'other-key.json', alteredCount: 0, altered: [], chainHeadAltered: false, signedWithAnotherKey: true, authentication: 'authenticated' },
    });
  });
});
