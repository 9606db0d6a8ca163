import fs from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Backup, BackupsResponse } from '@weighbridge/contract/backups';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app.js';
import { BACKUP_SCHEDULE_LOCK_ID } from '../../db/advisory-locks.js';
import { openDatabase, queryRows } from '../../db/database.js';
import { materials } from '../../db/tables/materials.js';
import { asOldFormat } from '../../test/backup-edits.js';
import { backUpThroughApi } from '../../test/backups.js';
import { ENGINES, makeTempDir } from '../../test/engines.js';
import { valueOf } from '../../test/metrics-text.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { ANCHOR_FILE } from '../../ledger/chain-anchors.js';
import { countBusinessRows } from './repository.js';

/** The files of a backup folder but the chain's anchor file, which every backup appends to. */
const backupFilesIn = async (dir: string) => (await fs.readdir(dir)).filter((name) => name !== ANCHOR_FILE);

/** A site with a tara and two loads; answers the site and the loads' document ids. */
async function weighedSite(t: TestApp): Promise<Site & { documentIds: number[] }> {
  const site = await makeSite(t);
  const token = site.adminToken;
  expect((await t.call('POST', '/api/tara-weighings', { token, body: { vehicleId: site.vehicleId, tareWeight: 11000, rfidCardNumber: null } })).statusCode).toBe(201);
  const documentIds: number[] = [];
  for (const fullWeight of [24000.5, 25000.25]) {
    const load = await t.call('POST', '/api/scale-documents/record-load', { token, body: loadBody(site, fullWeight) });
    expect(load.statusCode, load.body).toBe(201);
    documentIds.push(load.json().data.document_id);
  }
  return { ...site, documentIds };
}

async function backupsOf(t: Pick<TestApp, 'call'>, token: string): Promise<BackupsResponse> {
  const answer = await t.call('GET', '/api/backups', { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const auditRows = (t: TestApp, action: string) =>
  queryRows<{ outcome: string; actor_username: string | null; entity_id: string | null; details: Record<string, unknown> }>(
    t.database.db,
    sql`select outcome, actor_username, entity_id, details from audit_log where action = ${action} order by id`,
  );

async function metricsText(t: TestApp, token: string): Promise<string> {
  return (await t.call('GET', '/api/monitoring/metrics', { token })).body;
}

/** A copy of a backup under another backup's name in the same folder, changed by `edit`. */
async function copyEdited(t: TestApp, file: string, copy: string, edit: (text: string) => string): Promise<void> {
  const text = await fs.readFile(path.join(t.config.backupDir, file), 'utf8');
  const edited = edit(text);
  expect(edited).not.toBe(text);
  await fs.writeFile(path.join(t.config.backupDir, copy), edited);
}

describe.each(ENGINES)('backups from the Backup & Restore page on the %s engine', (engine) => {
  let t: TestApp;
  let site: Site & { documentIds: number[] };
  let file: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    site = await weighedSite(t);
  });
  afterAll(async () => t.close());

  it('backs up now with progress, and lists the backup with its time, size, reason, rows per table and authentication code', async () => {
    const counts = await countBusinessRows(t.database.db);
    const job = await backUpThroughApi(t, site.adminToken);
    expect(job).toMatchObject({ reason: 'manual', state: 'done', error: null, rowsDone: job.rowsTotal, tablesDone: job.tablesTotal });
    expect(job.rowsTotal).toBe(Object.values(counts).reduce((sum, n) => sum + n, 0));
    file = job.file!;

    const { data, backupDir } = await backupsOf(t, site.adminToken);
    expect(backupDir).toBe(t.config.backupDir);
    const listed = data.find((backup) => backup.file === file);
    expect(listed).toEqual<Backup>({
      file,
      sizeBytes: (await fs.stat(path.join(t.config.backupDir, file))).size,
      createdAt: t.clock.now().toISOString(),
      reason: 'manual',
      counts,
      hasAuthenticationCode: true,
      problem: null,
    });
    const [audit] = await auditRows(t, 'database.backup');
    expect(audit).toMatchObject({ outcome: 'success', actor_username: expect.stringMatching(/^admin-/), details: { reason: 'manual', backupFile: file, counts } });
  });

  it('refuses a second backup while one is being written', async () => {
    const answers = await Promise.all([
      t.call('POST', '/api/backups', { token: site.adminToken }),
      t.call('POST', '/api/backups', { token: site.adminToken }),
    ]);
    // Whichever comes first starts it.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error).toBe('A backup is being written now. Back up again once it has finished.');
    while ((await backupsOf(t, site.adminToken)).job?.state === 'running') await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it('downloads a backup as written, and refuses any name that is not a backup of the folder', async () => {
    const answer = await t.call('GET', `/api/backups/${file}`, { token: site.adminToken });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${file}"; filename*=UTF-8''${file}`);
    expect(answer.body).toBe(await fs.readFile(path.join(t.config.backupDir, file), 'utf8'));
    expect((await auditRows(t, 'database.backup_download')).at(-1)).toMatchObject({ outcome: 'success', details: { backupFile: file } });

    await fs.writeFile(path.join(t.dataDir, 'secret.json'), '{"format":"weighbridge-backup"}');
    await fs.symlink(path.join(t.dataDir, 'secret.json'), path.join(t.config.backupDir, 'weighbridge-backup-2026-01-01T00-00-00Z.json'));
    for (const [name, status] of [
      ['..%2Fsecret.json', 400],
      ['..%2F..%2F..%2Fetc%2Fpasswd', 400],
      [encodeURIComponent(`${file}/../../secret.json`), 400],
      ['weighbridge-backup-2020-01-01T00-00-00Z.json', 404],
      // A link in the folder is not a backup of the folder.
      ['weighbridge-backup-2026-01-01T00-00-00Z.json', 404],
    ] as const) {
      const refused = await t.call('GET', `/api/backups/${name}`, { token: site.adminToken });
      expect(refused.statusCode, name).toBe(status);
      expect(refused.body).not.toContain('weighbridge-backup"}');
    }
    expect((await backupsOf(t, site.adminToken)).data.map((backup) => backup.file)).not.toContain('weighbridge-backup-2026-01-01T00-00-00Z.json');
  });

  it('verifies a backup by reading it through, and catches a changed byte, an old format, a missing row and a damaged end', async () => {
    const verify = async (name: string) => {
      const answer = await t.call('POST', `/api/backups/${name}/verify`, { token: site.adminToken });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data;
    };
    const good = await verify(file);
    expect(good).toMatchObject({ file, verified: true, authentication: 'authenticated', problems: [] });
    expect(good.tables).toContainEqual({ table: 'scale_documents', recorded: 2, found: 2 });

    // One byte of a vehicle's brand: no signature covers it, the authentication code does.
    const changed = 'weighbridge-backup-2026-03-02T08-00-00Z-90.json';
    await copyEdited(t, file, changed, (text) => text.replace('"brand":"Volvo"', '"brand":"Volvp"'));
    expect(await verify(changed)).toMatchObject({
      verified: false,
      authentication: 'altered',
      problems: [
        `${changed} does not match the authentication code it was written with: it was changed after it was written, or written with another signing key.`,
      ],
    });

    // A backup from before authentication: still read and its counts checked, but it does not verify.
    const old = 'weighbridge-backup-2026-03-02T08-00-00Z-91.json';
    await copyEdited(t, file, old, (text) => asOldFormat(text, 2));
    expect(await verify(old)).toMatchObject({ verified: false, authentication: 'unauthenticated', problems: [expect.stringMatching(`^${old} is not authenticated`)] });
    expect((await backupsOf(t, site.adminToken)).data.find((backup) => backup.file === old)).toMatchObject({ hasAuthenticationCode: false, reason: 'manual' });
    const short = 'weighbridge-backup-2026-03-02T08-00-00Z-92.json';
    await copyEdited(t, file, short, (text) => asOldFormat(text, 2).replace(/\n\{"document_id":\d+[^\n]*,(?=\n\{"document_id")/, ''));
    expect((await verify(short)).problems).toContain(`${short} holds 1 scale documents; its header records 2.`);

    const cut = 'weighbridge-backup-2026-03-02T08-00-00Z-93.json';
    await copyEdited(t, file, cut, (text) => text.slice(0, text.indexOf('\n"scale_documents":[')));
    expect(await verify(cut)).toMatchObject({ verified: false, authentication: null, problems: [`${cut} ends early: the backup is incomplete`] });

    const audits = await auditRows(t, 'database.backup_verify');
    expect(audits.map((row) => [row.outcome, row.details.backupFile, row.details.authentication])).toEqual([
      ['success', file, 'authenticated'],
      ['failure', changed, 'altered'],
      ['failure', old, 'unauthenticated'],
      ['failure', short, 'unauthenticated'],
      ['failure', cut, null],
    ]);
    await Promise.all([changed, old, short, cut].map((name) => fs.rm(path.join(t.config.backupDir, name))));
  });

  it('restores only into an empty database, after the typed confirmation, with the command line’s checks', async () => {
    const token = site.adminToken;
    const wrongWord = await t.call('POST', `/api/backups/${file}/restore`, { token, body: { confirmation: 'restore' } });
    expect(wrongWord.statusCode).toBe(400);
    expect(wrongWord.json().error).toBe('Confirmation must be the word RESTORE');

    const intoData = await t.call('POST', `/api/backups/${file}/restore`, { token, body: { confirmation: 'RESTORE' } });
    expect(intoData.statusCode).toBe(409);
    expect(intoData.json().error).toMatch(/^The database is not empty \(.*2 scale documents.*\)\. A backup is restored only into an empty database/);
    expect((await auditRows(t, 'database.restore')).at(-1)).toMatchObject({ outcome: 'failure', details: { backupFile: file } });

    const before = await countBusinessRows(t.database.db);
    expect((await t.call('POST', '/api/database/clear', { token })).statusCode).toBe(200);

    // Changed after it was written: refused with 422, nothing restored, until it is accepted.
    const changed = 'weighbridge-backup-2026-03-02T08-00-00Z-94.json';
    await copyEdited(t, file, changed, (text) => text.replace('"brand":"Volvo"', '"brand":"Volvp"'));
    const refused = await t.call('POST', `/api/backups/${changed}/restore`, { token, body: { confirmation: 'RESTORE' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(
      `${changed} does not match the authentication code it was written with: it was changed after it was written, or written with another signing key. Nothing was restored.`,
    );
    expect(Object.values(await countBusinessRows(t.database.db)).every((count) => count === 0)).toBe(true);
    const accepted = await t.call('POST', `/api/backups/${changed}/restore`, { token, body: { confirmation: 'RESTORE', acceptAltered: true } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await auditRows(t, 'database.restore_altered')).at(-1)).toMatchObject({ details: { backupFile: changed, authentication: 'altered', alteredCount: 0 } });
    expect((await t.call('POST', '/api/database/clear', { token })).statusCode).toBe(200);
    await fs.rm(path.join(t.config.backupDir, changed));

    const restored = await t.call('POST', `/api/backups/${file}/restore`, { token, body: { confirmation: 'RESTORE' } });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ restored: before, totalRowsRestored: Object.values(before).reduce((sum, n) => sum + n, 0) });
    expect(await countBusinessRows(t.database.db)).toEqual(before);
    const detail = await t.call('GET', `/api/scale-documents/${site.documentIds[1]}`, { token });
    expect(detail.json().data.integrity).toBe('verified');
    const next = await t.call('POST', '/api/scale-documents/record-load', { token, body: loadBody(site, 26000) });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data.document_number).toBe(detail.json().data.document_number.replace(/\d+$/, (n: string) => String(Number(n) + 1).padStart(n.length, '0')));
    expect((await auditRows(t, 'database.restore')).at(-1)).toMatchObject({ outcome: 'success', actor_username: expect.stringMatching(/^admin-/), details: { backupFile: file } });
  });
});

/** Makes the database hold a record of the site, as the first material typed in does: a database without one gets no scheduled backup. */
const holdARecord = (t: TestApp) => t.database.db.insert(materials).values({ name: 'Gravel 0/32', registrationId: 'GR-032' });

/** The test moves its clock by days; its administrator stays signed in meanwhile. */
const SIGNED_IN_FOR_DAYS = { SESSION_IDLE_TIMEOUT_MINUTES: String(30 * 24 * 60), SESSION_MAX_AGE_HOURS: String(365 * 24) };

describe.each(ENGINES)('scheduled backups on the %s engine', (engine) => {
  it('takes a backup when it falls due on the site’s clock, catches up one missed while stopped, and keeps the newest', async () => {
    // 09:00 in Ljubljana: today's 02:00 passed while no server ran, so it is taken now (the start found the
    // test's database empty; with a record in it, the next look takes it).
    const t = await startTestApp(engine, { BACKUP_SCHEDULE: 'daily 02:00', BACKUP_RETENTION: '2', ...SIGNED_IN_FOR_DAYS });
    try {
      await holdARecord(t);
      const token = await t.signInAs('admin');
      await t.backups.tick();
      const scheduled = async () => (await backupsOf(t, token)).data.filter((backup) => backup.reason === 'scheduled');
      expect((await scheduled()).map((backup) => backup.createdAt)).toEqual(['2026-03-02T08:00:00.000Z']);
      const first = await backupsOf(t, token);
      expect(first.schedule).toMatchObject({
        schedule: 'daily 02:00',
        timeZone: 'Europe/Ljubljana',
        retention: 2,
        nextAt: '2026-03-03T01:00:00.000Z',
        last: { slot: '2026-03-02T01:00:00.000Z', outcome: 'success', file: (await scheduled())[0]!.file, error: null },
      });
      const manual = await backUpThroughApi(t, token);

      // 01:59 the next day: not yet; 02:00: due.
      t.clock.advance(17 * 3_600_000 - 60_000);
      await t.backups.tick();
      expect(await scheduled()).toHaveLength(1);
      t.clock.advance(60_000);
      await t.backups.tick();
      expect((await scheduled()).map((backup) => backup.createdAt)).toEqual(['2026-03-03T01:00:00.000Z', '2026-03-02T08:00:00.000Z']);
      const metrics = await metricsText(t, token);
      expect(valueOf(metrics, 'weighbridge_backup_last_success_timestamp_seconds{reason="scheduled"}')).toBe(Date.parse('2026-03-03T01:00:00Z') / 1000);

      // A third: the oldest scheduled one goes, the one on demand stays.
      t.clock.advance(24 * 3_600_000);
      await t.backups.tick();
      const kept = await backupsOf(t, token);
      expect(kept.data.filter((backup) => backup.reason === 'scheduled').map((backup) => backup.createdAt)).toEqual([
        '2026-03-04T01:00:00.000Z',
        '2026-03-03T01:00:00.000Z',
      ]);
      expect(kept.data.map((backup) => backup.file)).toContain(manual.file);
      expect(kept.schedule.last).toMatchObject({ slot: '2026-03-04T01:00:00.000Z', outcome: 'success' });
      const audits = await auditRows(t, 'database.backup');
      expect(audits.filter((row) => row.actor_username === 'schedule').map((row) => [row.entity_id, row.details.deleted])).toEqual([
        ['2026-03-02T01:00:00.000Z', []],
        ['2026-03-03T01:00:00.000Z', []],
        ['2026-03-04T01:00:00.000Z', [first.schedule.last!.file]],
      ]);
      expect(await backupFilesIn(t.config.backupDir)).toHaveLength(3);
    } finally {
      await t.close();
    }
  });

  it('takes no scheduled backup of a database without a record of the site, and takes it at the next look once it has one', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    // A fresh install's first start at 09:00 in Ljubljana, backing up hourly: 08:00 UTC is due.
    const t = await startTestApp(engine, { BACKUP_SCHEDULE: 'hourly' }, { log });
    try {
      const token = await t.signInAs('admin');
      // The start looked, and this looks again: nothing to back up either time.
      await t.backups.tick();
      const empty = await backupsOf(t, token);
      expect(empty.data).toEqual([]);
      expect(empty.schedule.last).toBeNull();
      expect(await auditRows(t, 'database.backup')).toEqual([]);
      // Said once for the due time, at info (pino's 30), not as an error.
      const skipped = lines.filter((line) => String(line.msg).startsWith('scheduled backup skipped'));
      expect(skipped).toEqual([expect.objectContaining({ level: 30, slot: '2026-03-02T08:00:00.000Z', msg: 'scheduled backup skipped: the database holds no business records yet' })]);
      expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);

      // The first material is typed in: the next look backs up the due time it skipped.
      const material = await t.call('POST', '/api/materials', { token, body: { name: 'Limestone 0/32', registration_id: 'LS-032' } });
      expect(material.statusCode, material.body).toBe(201);
      await t.backups.tick();
      const taken = await backupsOf(t, token);
      expect(taken.data.map((backup) => backup.reason)).toEqual(['scheduled']);
      expect(taken.schedule.last).toMatchObject({ slot: '2026-03-02T08:00:00.000Z', outcome: 'success' });
    } finally {
      await t.close();
    }
  });

  it('shows a failed scheduled backup in the list answer and in the metrics', async () => {
    const folder = await makeTempDir();
    await fs.writeFile(path.join(folder, 'not-a-folder'), '');
    const backupDir = path.join(folder, 'not-a-folder', 'backups');
    const t = await startTestApp(engine, { BACKUP_SCHEDULE: 'hourly', BACKUP_DIR: backupDir });
    try {
      await holdARecord(t);
      const token = await t.signInAs('admin');
      // The start's look at the schedule has failed already; the next due time fails too.
      await t.backups.tick();
      const failuresBefore = valueOf(await metricsText(t, token), 'weighbridge_backup_failures_total{reason="scheduled"}');
      t.clock.advance(3_600_000);
      await t.backups.tick();
      const { data, schedule } = await backupsOf(t, token);
      expect(data).toEqual([]);
      expect(schedule.last).toMatchObject({ slot: '2026-03-02T09:00:00.000Z', outcome: 'failure', file: null });
      expect(schedule.last!.error).toMatch(new RegExp(`^The backup could not be written to ${backupDir} \\(ENOTDIR`));
      expect(schedule.lastSuccessAt).toBeNull();
      expect(valueOf(await metricsText(t, token), 'weighbridge_backup_failures_total{reason="scheduled"}')).toBe(failuresBefore + 1);

      // Backing up now fails the same way, and the page hears why.
      const job = await backUpThroughApi(t, token);
      expect(job).toMatchObject({ state: 'failed', file: null, error: schedule.last!.error });
    } finally {
      await t.close();
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});

describe.runIf(ENGINES.includes('postgres'))('scheduled backups of servers sharing one PostgreSQL database', () => {
  it('leaves a due backup to the server holding the lock, and takes each due backup once', async () => {
    const t = await startTestApp('postgres', { BACKUP_SCHEDULE: 'daily 02:00' });
    let other: (BuiltApp & { close: () => Promise<void> }) | undefined;
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    try {
      await holdARecord(t);
      await t.backups.tick();
      const dueTimes = async () => (await auditRows(t, 'database.backup')).map((row) => row.entity_id);
      expect(await dueTimes()).toEqual(['2026-03-02T01:00:00.000Z']);

      // Another server holds the lock at the next due time: this one leaves the backup to it.
      await holder.connect();
      await holder.query('select pg_advisory_lock($1)', [BACKUP_SCHEDULE_LOCK_ID]);
      t.clock.advance(17 * 3_600_000);
      await t.backups.tick();
      await holder.query('select pg_advisory_unlock($1)', [BACKUP_SCHEDULE_LOCK_ID]);
      await t.backups.tick();
      expect(await dueTimes()).toEqual(['2026-03-02T01:00:00.000Z']);

      // A second server on the same database finds that due time untaken and takes it.
      const otherDir = await makeTempDir();
      const database = await openDatabase({ dataDir: otherDir, databaseUrl: t.databaseUrl });
      const config = { ...t.config, backupDir: path.join(otherDir, 'backups') };
      const built = await buildApp({ config, database, clock: t.clock, logger: false });
      other = {
        ...built,
        close: async () => {
          await built.app.close();
          await database.close();
          await fs.rm(otherDir, { recursive: true, force: true });
        },
      };
      await other.backups.tick();
      expect(await dueTimes()).toEqual(['2026-03-02T01:00:00.000Z', '2026-03-03T01:00:00.000Z']);

      // Both look at the next due time together: one backup.
      t.clock.advance(24 * 3_600_000);
      await Promise.all([t.backups.tick(), other.backups.tick()]);
      expect(await dueTimes()).toEqual(['2026-03-02T01:00:00.000Z', '2026-03-03T01:00:00.000Z', '2026-03-04T01:00:00.000Z']);
      const files = [...(await backupFilesIn(t.config.backupDir)), ...(await backupFilesIn(config.backupDir))];
      expect(files).toHaveLength(3);
    } finally {
      await holder.end();
      await other?.close();
      await t.close();
    }
  });
});
