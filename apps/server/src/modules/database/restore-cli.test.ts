import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type Database, type Db, openDatabase, queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { signingKeyFingerprint } from '../../lib/document-signing-key.js';
import { asOldFormat, sealedWithSha256 } from '../../test/backup-edits.js';
import { runSource } from '../../test/run-source.js';
import { loadBody, makeSite } from '../../test/site-data.js';
import { startTestApp, TEST_SIGNING_KEY, type TestApp } from '../../test/test-app.js';
import { countBusinessRows } from './repository.js';

/** The application as the test talks to it: through HTTP and straight to its database. */
type Running = { call: TestApp['call']; db: Db; stop: () => Promise<void> };

/** What a restore must bring back: every table's rows, the documents' numbers and signatures, the chain head. */
async function siteRecord(db: Db) {
  return {
    counts: await countBusinessRows(db),
    documents: await queryRows(db, sql`select document_id, document_number, signature, previous_signature, voided_at from scale_documents order by document_id`),
    head: await queryRows(db, sql`select * from document_chain`),
  };
}

/** The command line on the test application's data, with its signing key. */
function cliEnv(t: TestApp): Record<string, string> {
  const env: Record<string, string> = { DATA_DIR: t.dataDir, DOCUMENT_SIGNING_KEY: TEST_SIGNING_KEY };
  if (t.databaseUrl) env.DATABASE_URL = t.databaseUrl;
  return env;
}

describe.each(ENGINES)('backup and restore with the command line on the %s engine', (engine) => {
  it('brings a cleared database back to the same records, numbering and signature chain', async () => {
    const t = await startTestApp(engine);
    const cli = (...args: string[]) => runSource('cli/db.ts', args, cliEnv(t));
    // The embedded engine's folder belongs to one process: the command line runs while the application is stopped.
    const embedded = engine === 'embedded';
    let running: Running = {
      call: t.call,
      db: t.database.db,
      stop: embedded ? async () => (await t.app.close(), await t.database.close()) : async () => undefined,
    };
    const handOverToCommandLine = async () => {
      if (!embedded) return;
      await running.stop();
      running = { ...running, stop: async () => undefined };
    };
    const takeBack = async () => {
      if (!embedded) return;
      const database = await openDatabase({ dataDir: t.dataDir });
      const { app } = await buildApp({ config: t.config, database, clock: t.clock, logger: false });
      const call: TestApp['call'] = (method, url, options = {}) =>
        app.inject({ method: method as 'GET', url, headers: options.token ? { authorization: `Bearer ${options.token}` } : {}, payload: options.body as object });
      running = { call, db: database.db, stop: async () => (await app.close(), await database.close()) };
    };
    try {
      const site = await makeSite(t);
      await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: 11000, rfidCardNumber: null } });
      for (const fullWeight of [25000.5, 26000.75]) {
        expect((await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, fullWeight) })).statusCode).toBe(201);
      }
      const before = await siteRecord(t.database.db);
      const clear = await t.call('POST', '/api/database/clear', { token: site.adminToken });
      const { backupFile } = clear.json();

      await handOverToCommandLine();
      const restore = await cli('restore', backupFile);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout.trim()).toBe(
        `Restored ${path.join(t.config.backupDir, backupFile)}: 0 drivers, 1 vehicles, 0 rfid cards, 1 materials, 2 loading areas, ` +
          '2 polygons, 1 unloading stations, 1 tara weighings, 2 scale documents, 0 document amendments, 0 ticket prints, 1 document counters, 1 tara counter, 0 drill rigs, 0 crushing plants, 0 crushing plant stations, 0 stops, 0 crush plan revisions, 0 crush plan lines, 0 shift logs, 0 stockpiles, 0 shift outputs, 0 stockpile movements, ' +
          '0 drilling operators, 0 drilling operator competencies, 0 drilling plan revisions, 0 drilling plan lines, 0 drill logs, 0 drill log holes, 0 blasts, 0 blast explosives.',
      );
      const again = await cli('restore', backupFile);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/^The database is not empty \(1 vehicles, 1 materials, .*\)\. A backup is restored only into an empty database/);
      await takeBack();

      expect(await siteRecord(running.db)).toEqual(before);
      const restored = before.documents.at(-1) as { document_id: number; document_number: string };
      const detail = await running.call('GET', `/api/scale-documents/${restored.document_id}`, { token: site.adminToken });
      expect(detail.json().data.integrity).toBe('verified');
      // The next weighing continues the restored numbering and chain, with a new id.
      const next = await running.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, 27000) });
      expect(next.statusCode, next.body).toBe(201);
      expect(next.json().data.document_number).toBe(restored.document_number.replace(/\d+$/, (n) => String(Number(n) + 1).padStart(n.length, '0')));
      expect(next.json().data.document_id).toBeGreaterThan(restored.document_id);
      const [audit] = await queryRows(running.db, sql`select actor_username, details from audit_log where action = 'database.restore' and outcome = 'success'`);
      expect(audit).toMatchObject({ actor_username: 'cli', details: { backupFile, restored: before.counts } });

      await handOverToCommandLine();
      const backup = await cli('backup');
      expect(backup.code, backup.stderr).toBe(0);
      const written = /^Backup written to (\S+): .*3 scale documents/.exec(backup.stdout)?.[1];
      const onDemand = JSON.parse(await fs.readFile(written!, 'utf8'));
      expect(onDemand).toMatchObject({
        reason: 'manual',
        version: 4,
        hmacSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        counts: { ...before.counts, scale_documents: 3 },
        signingKeyFingerprint: signingKeyFingerprint(TEST_SIGNING_KEY),
      });
      expect(path.dirname(written!)).toBe(t.config.backupDir);
    } finally {
      await running.stop();
      if (embedded) await fs.rm(t.dataDir, { recursive: true, force: true });
      else await t.close();
    }
  });

  it('explains a missing backup file and the usage', async () => {
    const t = await startTestApp(engine);
    await t.close();
    const missing = await runSource('cli/db.ts', ['restore', 'no-such-backup.json'], { DATA_DIR: t.dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^No backup file no-such-backup\.json \(looked at .* and in .*backups\)/);
    const usage = await runSource('cli/db.ts', ['rewind'], { DATA_DIR: t.dataDir });
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run db -- backup');
    await fs.rm(t.dataDir, { recursive: true, force: true });
  });

  it('refuses a backup whose documents were edited, naming them, and restores it with --accept-altered, audited', async () => {
    const t = await startTestApp(engine);
    const embedded = engine === 'embedded';
    const cli = (...args: string[]) => runSource('cli/db.ts', args, cliEnv(t));
    let database: Database | undefined;
    try {
      const site = await makeSite(t);
      await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: 11000, rfidCardNumber: null } });
      const numbers: string[] = [];
      const ids: number[] = [];
      for (const fullWeight of [25000, 26000, 27000]) {
        const load = await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, fullWeight) });
        numbers.push(load.json().data.document_number);
        ids.push(load.json().data.document_id);
      }
      await t.call('DELETE', `/api/scale-documents/${ids[2]}`, { token: site.adminToken, body: { reason: 'Weighed twice' } });
      const { backupFile } = (await t.call('POST', '/api/database/clear', { token: site.adminToken })).json();
      const file = path.join(t.config.backupDir, backupFile);
      // Edited by hand: the first ticket's notes, and the reason of the third one's void.
      const lines = (await fs.readFile(file, 'utf8')).split('\n');
      const edit = (pattern: RegExp, from: string, to: string) => {
        const index = lines.findIndex((line) => pattern.test(line));
        expect(lines[index]).toContain(from);
        lines[index] = lines[index]!.replace(from, to);
      };
      edit(new RegExp(`"document_id":${ids[0]},"document_number"`), '"notes":null', '"notes":"Paid in cash"');
      edit(/"kind":"void"/, '"reason":"Weighed twice"', '"reason":"Customer asked"');
      await fs.writeFile(file, lines.join('\n'));
      if (embedded) await t.app.close().then(() => t.database.close());

      const refused = await cli('restore', backupFile);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(
        `${file} does not match the authentication code it was written with: it was changed after it was written, or written with another signing key. ` +
          `2 of its scale documents no longer match their signatures (${numbers[0]}, ${numbers[2]}). ` +
          'Nothing was restored. To restore it all the same, and record that in the audit trail, add --accept-altered.',
      );

      const accepted = await cli('restore', backupFile, '--accept-altered');
      expect(accepted.stderr).toBe('');
      expect(accepted.code).toBe(0);
      database = embedded ? await openDatabase({ dataDir: t.dataDir }) : t.database;
      expect((await countBusinessRows(database.db)).scale_documents).toBe(3);
      const [audit] = await queryRows(database.db, sql`select actor_username, details from audit_log where action = 'database.restore_altered'`);
      expect(audit).toEqual({
        actor_username: 'cli',
        details: { backupFile, alteredCount: 2, altered: [numbers[0], numbers[2]], chainHeadAltered: false, signedWithAnotherKey: false, authentication: 'altered' },
      });
    } finally {
      if (embedded) {
        await database?.close();
        await fs.rm(t.dataDir, { recursive: true, force: true });
      } else await t.close();
    }
  });

  it('verifies a backup, and restores one of an old format only with --accept-unauthenticated, saying so loudly', async () => {
    const t = await startTestApp(engine);
    const embedded = engine === 'embedded';
    const cli = (...args: string[]) => runSource('cli/db.ts', args, cliEnv(t));
    let database: Database | undefined;
    try {
      const site = await makeSite(t);
      await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: 11000, rfidCardNumber: null } });
      expect((await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, 25000) })).statusCode).toBe(201);
      const { backupFile } = (await t.call('POST', '/api/database/clear', { token: site.adminToken })).json();
      const file = path.join(t.config.backupDir, backupFile);
      const text = await fs.readFile(file, 'utf8');
      const tareEdited = path.join(t.dataDir, 'tare-edited.json');
      await fs.writeFile(tareEdited, sealedWithSha256(text.replace('"tare_weight_kg":11000.00', '"tare_weight_kg":2000.00')));
      const oldFormat = path.join(t.dataDir, 'old-format.json');
      await fs.writeFile(oldFormat, asOldFormat(text, 3));
      if (embedded) await t.app.close().then(() => t.database.close());

      // verify reads the file only: the same lines whatever the engine, the server may keep running.
      const good = await cli('verify', backupFile);
      expect(good.stderr).toBe('');
      expect(good.code).toBe(0);
      expect(good.stdout.split('\n').slice(0, 2)).toEqual([`${file} verified.`, 'Authentication: authenticated']);
      expect(good.stdout).toContain('  scale documents: 1\n');
      const edited = await cli('verify', tareEdited);
      expect(edited.code).toBe(1);
      expect(edited.stdout.trim().split('\n')).toEqual(
        expect.arrayContaining([
          `${tareEdited} failed verification.`,
          'Authentication: altered or other key',
          `Problem: ${tareEdited} does not match the authentication code it was written with: it was changed after it was written, or written with another signing key.`,
        ]),
      );
      const old = await cli('verify', oldFormat);
      expect(old.code).toBe(1);
      expect(old.stdout).toContain('\nAuthentication: not authenticated (old format)\n');

      const refusedEdit = await cli('restore', tareEdited);
      expect(refusedEdit.code).toBe(1);
      expect(refusedEdit.stderr.trim()).toBe(
        `${tareEdited} does not match the authentication code it was written with: it was changed after it was written, or written with another signing key. ` +
          'Nothing was restored. To restore it all the same, and record that in the audit trail, add --accept-altered.',
      );
      const refusedOld = await cli('restore', oldFormat);
      expect(refusedOld.code).toBe(1);
      expect(refusedOld.stderr.trim()).toBe(
        `${oldFormat} is not authenticated: it was written before backups were authenticated (format version 3), so nothing shows whether it was ` +
          'changed after it was written. Nothing was restored. To restore it all the same, and record that in the audit trail, add --accept-unauthenticated.',
      );
      // --accept-altered is no way round it.
      expect((await cli('restore', oldFormat, '--accept-altered')).code).toBe(1);
      database = embedded ? await openDatabase({ dataDir: t.dataDir }) : t.database;
      expect(Object.values(await countBusinessRows(database.db)).every((count) => count === 0)).toBe(true);
      if (embedded) await database.close();

      const accepted = await cli('restore', oldFormat, '--accept-unauthenticated');
      expect(accepted.code, accepted.stderr).toBe(0);
      expect(accepted.stderr.trim()).toBe(
        `WARNING: ${oldFormat} is NOT AUTHENTICATED: it was written before backups were authenticated (format version 3), so nothing shows whether it ` +
          'was changed after it was written. It is restored all the same because --accept-unauthenticated was given; the audit trail records that.',
      );
      expect(accepted.stdout).toMatch(new RegExp(`^Restored ${oldFormat.replaceAll('.', '\\.')}: .*1 scale documents`));
      database = embedded ? await openDatabase({ dataDir: t.dataDir }) : t.database;
      const [audit] = await queryRows(database.db, sql`select actor_username, details from audit_log where action = 'database.restore' and outcome = 'success'`);
      expect(audit).toMatchObject({ actor_username: 'cli', details: { backupFile: 'old-format.json', authentication: 'unauthenticated' } });
    } finally {
      if (embedded) {
        await database?.close();
        await fs.rm(t.dataDir, { recursive: true, force: true });
      } else await t.close();
    }
  });
});
