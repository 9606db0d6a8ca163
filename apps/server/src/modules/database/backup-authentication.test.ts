/**
 * Backups are authenticated, not only checksummed: a backup file edited by whoever holds it (a vehicle's
 * tare, a void undone, the newest ticket removed), with its last line recomputed as far as one can without
 * the servers' key, or passed off as an older format, is refused by verify and restore, from the page and
 * by the command line's code, and leaves the database as it was. The unedited backup still restores.
 */
import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BackupVerification } from '@weighbridge/contract/backups';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { asOldFormat, backupKeyOf, editRow, sealedWithKey, sealedWithSha256, splitLastLine, withCount } from '../../test/backup-edits.js';
import { backUpThroughApi } from '../../test/backups.js';
import { snapshotBusinessData } from '../../test/business-snapshot.js';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';
import { startTestApp, TEST_SIGNING_KEY, type TestApp } from '../../test/test-app.js';
import { BUSINESS_TABLES } from './business-tables.js';
import { restoreBackup, RestoreRefusedError } from './restore.js';

const MAC_SENTENCE = 'does not match the authentication code it was written with: it was changed after it was written, or written with another signing key.';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a refused restore must leave as it was: the business data, the chain head and the id sequences of
 * the business tables (the audit trail records the refusal, so its own sequence moves).
 */
async function databaseState(t: TestApp) {
  const sequences = await queryRows<{ sequencename: string; last_value: number | null }>(
    t.database.db,
    sql`select sequencename, last_value from pg_sequences order by sequencename`,
  );
  const business = (name: string) => name === 'weighing_id_seq' || BUSINESS_TABLES.some((entry) => name.startsWith(`${entry.name}_`));
  return { data: await snapshotBusinessData(t.database.db), sequences: sequences.filter((sequence) => business(sequence.sequencename)) };
}

describe.each(ENGINES)('authenticated backups on the %s engine', (engine) => {
  let t: TestApp;
  let site: Site;
  /** The manual backup of a site with three loads, the second voided; its text; the database once cleared. */
  let file: string;
  let text: string;
  let documentIds: number[];
  let emptied: Awaited<ReturnType<typeof databaseState>>;
  let copies = 0;

  beforeAll(async () => {
    t = await startTestApp(engine);
    site = await makeSite(t);
    const token = site.adminToken;
    expect((await t.call('POST', '/api/tara-weighings', { token, body: { vehicleId: site.vehicleId, tareWeight: 11000, rfidCardNumber: null } })).statusCode).toBe(201);
    documentIds = [];
    for (const fullWeight of [24000, 25000, 26000]) {
      const load = await t.call('POST', '/api/scale-documents/record-load', { token, body: loadBody(site, fullWeight) });
      expect(load.statusCode, load.body).toBe(201);
      documentIds.push(load.json().data.document_id);
    }
    const voided = await t.call('DELETE', `/api/scale-documents/${documentIds[1]}`, { token, body: { reason: 'Weighed twice' } });
    expect(voided.statusCode, voided.body).toBe(200);
    file = (await backUpThroughApi(t, token)).file!;
    text = await fs.readFile(path.join(t.config.backupDir, file), 'utf8');
    expect((await t.call('POST', '/api/database/clear', { token })).statusCode).toBe(200);
    emptied = await databaseState(t);
    expect(emptied.sequences.map((sequence) => sequence.sequencename)).toEqual(expect.arrayContaining(['vehicles_vehicle_id_seq', 'weighing_id_seq']));
  });
  afterAll(async () => t.close());

  /** A copy of the backup, edited, under a backup's name in the backup folder. */
  async function copyOf(edit: (content: string) => string): Promise<{ name: string; file: string }> {
    copies += 1;
    const name = `weighbridge-backup-2026-03-02T08-00-00Z-${100 + copies}.json`;
    const edited = edit(text);
    expect(edited).not.toBe(text);
    await fs.writeFile(path.join(t.config.backupDir, name), edited);
    return { name, file: path.join(t.config.backupDir, name) };
  }

  async function verifyThroughApi(name: string): Promise<BackupVerification> {
    const answer = await t.call('POST', `/api/backups/${name}/verify`, { token: site.adminToken });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  }

  const restoreThroughApi = (name: string, acceptAltered = false) =>
    t.call('POST', `/api/backups/${name}/restore`, { token: site.adminToken, body: { confirmation: 'RESTORE', acceptAltered } });

  /** The command line's restore (`npm run db -- restore <file>`, no option): its error. */
  async function refusalAsCommandLine(backupFile: string): Promise<RestoreRefusedError> {
    const error = await restoreBackup(t.database.db, backupFile, 'cli', { signingKey: TEST_SIGNING_KEY, backupDir: t.config.backupDir, acceptAltered: false }).then(
      () => undefined,
      (refusal: unknown) => refusal,
    );
    expect(error).toBeInstanceOf(RestoreRefusedError);
    return error as RestoreRefusedError;
  }

  /** An edited copy: verify says altered, the page and the command line refuse it saying so, nothing changes. */
  async function expectRefusedAsAltered(copy: { name: string; file: string }, restoreMessage: RegExp): Promise<void> {
    expect(await verifyThroughApi(copy.name)).toMatchObject({
      verified: false,
      authentication: 'altered',
      problems: expect.arrayContaining([`${copy.name} ${MAC_SENTENCE}`]),
    });
    const page = await restoreThroughApi(copy.name);
    expect(page.statusCode, page.body).toBe(422);
    expect(page.json().error).toMatch(restoreMessage);
    const cli = await refusalAsCommandLine(copy.file);
    expect(cli.kind).toBe('altered');
    expect(cli.message).toMatch(new RegExp(`^${escaped(copy.file)} ${escaped(MAC_SENTENCE)}( .*)? Nothing was restored\\.$`));
    expect(await databaseState(t)).toEqual(emptied);
  }

  it('ends the file with an HMAC-SHA-256 of every byte before its last line, keyed with a key derived from the signing key', () => {
    const { content, last } = splitLastLine(text);
    expect(JSON.parse(`${content.slice(0, content.indexOf('\n'))}}}`)).toMatchObject({ format: 'weighbridge-backup', version: 4 });
    expect(last).toBe(`},"hmacSha256":"${createHmac('sha256', backupKeyOf(TEST_SIGNING_KEY)).update(content).digest('hex')}"}\n`);
    // Not the ticket key itself.
    expect(last).not.toContain(createHmac('sha256', TEST_SIGNING_KEY).update(content).digest('hex'));
  });

  it('verifies the unedited backup as authenticated', async () => {
    const verification = await verifyThroughApi(file);
    expect(verification).toMatchObject({ file, verified: true, authentication: 'authenticated', problems: [] });
    expect(verification.tables).toContainEqual({ table: 'document_amendments', recorded: 1, found: 1 });
  });

  it('refuses a vehicle tare edited to 2,000 kg, with the code left as it was or replaced by a SHA-256 of the edit', async () => {
    const tare = (content: string) => editRow(content, /^\{"vehicle_id":/, (line) => line.replace(/"tare_weight_kg":11000\.00/, '"tare_weight_kg":2000.00'));
    for (const seal of [(content: string) => content, sealedWithSha256]) {
      const copy = await copyOf((content) => seal(tare(content)));
      await expectRefusedAsAltered(copy, new RegExp(`^${escaped(`${copy.name} ${MAC_SENTENCE} Nothing was restored.`)}$`));
    }
    const [refusal] = await queryRows<{ outcome: string; details: Record<string, unknown> }>(
      t.database.db,
      sql`select outcome, details from audit_log where action = 'database.restore' order by id desc limit 1`,
    );
    expect(refusal).toMatchObject({ outcome: 'failure', details: { error: expect.stringContaining(MAC_SENTENCE) } });
  });

  it('refuses a ticket un-voided by removing its amendment line, with its row and the header’s counts put right', async () => {
    const copy = await copyOf((content) => {
      let edited = editRow(content, /^\{"amendment_id":/, () => null);
      edited = editRow(edited, new RegExp(`^\\{"document_id":${documentIds[1]},`), (line) =>
        line
          .replace('"status":"cancelled"', '"status":"completed"')
          .replace(/"voided_at":"[^"]+"/, '"voided_at":null')
          .replace(/"voided_by":\d+/, '"voided_by":null')
          .replace('"void_reason":"Weighed twice"', '"void_reason":null'),
      );
      return sealedWithSha256(withCount(edited, 'document_amendments', 0));
    });
    await expectRefusedAsAltered(copy, new RegExp(`^${escaped(`${copy.name} ${MAC_SENTENCE}`)}( .*)? Nothing was restored\\.$`));
  });

  it('refuses the file without its newest document, with the header’s counts put right', async () => {
    const copy = await copyOf((content) => {
      const edited = editRow(content, new RegExp(`^\\{"document_id":${documentIds[2]},`), () => null);
      return sealedWithSha256(withCount(edited, 'scale_documents', 2));
    });
    expect(await verifyThroughApi(copy.name)).toMatchObject({ tables: expect.arrayContaining([{ table: 'scale_documents', recorded: 2, found: 2 }]) });
    await expectRefusedAsAltered(copy, new RegExp(`^${escaped(`${copy.name} ${MAC_SENTENCE}`)}( .*)? Nothing was restored\\.$`));
  });

  it('refuses a file that claims format version 2 or 3 as not authenticated, from the page even with altered content accepted', async () => {
    for (const version of [3, 2] as const) {
      const copy = await copyOf((content) => asOldFormat(content, version));
      expect(await verifyThroughApi(copy.name)).toEqual({
        file: copy.name,
        verified: false,
        authentication: 'unauthenticated',
        tables: expect.any(Array),
        problems: [
          `${copy.name} is not authenticated: it was written before backups were authenticated (format version ${version}), so a change to it cannot be detected. ` +
            'The page does not restore it; the command line does, with --accept-unauthenticated.',
        ],
      });
      const refused = `${copy.name} is not authenticated: it was written before backups were authenticated (format version ${version}), so nothing shows whether it was changed after it was written. Nothing was restored.`;
      for (const acceptAltered of [false, true]) {
        const page = await restoreThroughApi(copy.name, acceptAltered);
        expect(page.statusCode, page.body).toBe(409);
        expect(page.json().error).toBe(
          `${refused} The page restores only authenticated backups; on the server, npm run db -- restore ${copy.name} --accept-unauthenticated restores it all the same.`,
        );
      }
      const cli = await refusalAsCommandLine(copy.file);
      expect(cli.kind).toBe('unauthenticated');
      expect(cli.message).toBe(refused.replace(copy.name, copy.file));
      expect(await databaseState(t)).toEqual(emptied);
    }
    const listed = (await t.call('GET', '/api/backups', { token: site.adminToken })).json().data as { file: string; hasAuthenticationCode: boolean }[];
    expect(listed.find((backup) => backup.file === file)?.hasAuthenticationCode).toBe(true);
    expect(listed.filter((backup) => !backup.hasAuthenticationCode).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses the same content written with another signing key', async () => {
    const copy = await copyOf((content) => sealedWithKey(content, 'another-site-signing-key-of-32-characters-or-more'));
    await expectRefusedAsAltered(copy, new RegExp(`^${escaped(`${copy.name} ${MAC_SENTENCE}`)}( .*)? Nothing was restored\\.$`));
  });

  it('restores the unedited backup, with every document verified', async () => {
    const answer = await restoreThroughApi(file);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().restored).toMatchObject({ scale_documents: 3, document_amendments: 1, vehicles: 1 });
    for (const id of documentIds) {
      const detail = await t.call('GET', `/api/scale-documents/${id}`, { token: site.adminToken });
      expect(detail.json().data.integrity, `document ${id}`).toBe('verified');
    }
    const [vehicle] = await queryRows<{ tare_weight_kg: number }>(t.database.db, sql`select tare_weight_kg::float as tare_weight_kg from vehicles`);
    expect(vehicle).toEqual({ tare_weight_kg: 11000 });
    const [audit] = await queryRows<{ details: Record<string, unknown> }>(
      t.database.db,
      sql`select details from audit_log where action = 'database.restore' and outcome = 'success'`,
    );
    expect(audit!.details).toMatchObject({ backupFile: file, authentication: 'authenticated' });
  });
});
