/**
 * An import writes its documents a statement's worth at a time and builds the next statement's documents
 * (creating the master data they name) while the one before is written. Cut into statements of two, a
 * file across two years still gives numbers without gaps in time order, one unbroken signature chain and
 * report totals that agree with the documents.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { documentIntegrity } from '../../ledger/integrity.js';
import { scaleDocuments } from '../../db/tables/scale-documents.js';
import { importWorkbook } from './service.js';
import { dateCell, weighingsWorkbook } from './test-workbooks.js';
import { totalsDisagreements } from '../../test/totals-agreement.js';

const SITE_ZONE = 'Europe/Ljubljana';
const SIGNING_KEY = 'test-signing-key-of-at-least-32-characters';
/** Staged two documents to a batch, and written two at a time (the site does not weigh meanwhile: quiet batches). */
const STATEMENTS_OF_TWO = { whileWeighing: 2, whenQuiet: 2, watchesWaiters: true };

/** Rows out of time order; a vehicle, a material and an area first named in the second and third statements. */
const ROWS = [
  { at: '2026-01-05 08:00', plate: 'ST 1', material: 'Gravel 16/32', area: 'North Pit' },
  { at: '2025-12-31 23:30', plate: 'ST 1', material: 'Gravel 16/32', area: 'North Pit' },
  { at: '2026-01-02 07:00', plate: 'ST 2', material: 'Sand 0/4', area: 'North Pit' },
  { at: '2025-12-30 10:00', plate: 'ST 1', material: 'Gravel 16/32', area: 'North Pit' },
  { at: '2026-01-07 09:00', plate: 'ST 3', material: 'Sand 0/4', area: 'South Pit' },
  { at: '2026-01-06 12:00', plate: 'ST 2', material: 'Gravel 16/32', area: 'South Pit' },
  { at: '2026-01-01 00:30', plate: 'ST 3', material: 'Clay', area: 'South Pit' },
];

function workbook() {
  return weighingsWorkbook(
    ROWS.map((row, index) => ({
      'Load Date': dateCell(row.at),
      'Registration Number': row.plate,
      Material: row.material,
      'Loading Area': row.area,
      'Tare Weight (kg)': 12000 + index,
      'Gross Weight (kg)': 30000 + index * 10,
    })),
  );
}

describe.each(ENGINES)('an import in several statements on the %s engine', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { SITE_TIMEZONE: SITE_ZONE });
  });
  afterAll(async () => t.close());

  it('numbers, chains and totals its documents as one statement would', async () => {
    const ctx = { db: t.database.db, clock: t.clock, siteTimeZone: SITE_ZONE, scaleCapacityKg: t.config.scaleCapacityKg, taraMaxAgeDays: 30, signingKey: SIGNING_KEY };
    await t.signInAs('admin', 'importer');
    const [user] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where username = 'importer'`);
    const actor = { userId: user!.id, username: 'importer', clientAddress: '127.0.0.1' };
    const upload = { fileName: 'statements.xlsx', content: workbook() };

    const checked = await importWorkbook(ctx, upload, true, actor, STATEMENTS_OF_TWO);
    const imported = await importWorkbook(ctx, upload, false, actor, STATEMENTS_OF_TWO);
    expect(imported.stats).toMatchObject({ totalRows: 7, successfulImports: 7, errors: 0, vehiclesCreated: 3, materialsCreated: 3, loadingAreasCreated: 2 });
    expect(imported.stats).toEqual(checked.stats);

    const documents = await t.database.db.select().from(scaleDocuments).orderBy(scaleDocuments.id);
    expect(documents.map((document) => [document.secondWeighAt.toISOString(), document.documentNumber])).toEqual([
      ['2025-12-30T09:00:00.000Z', 'SD-2025-000001'],
      ['2025-12-31T22:30:00.000Z', 'SD-2025-000002'],
      ['2025-12-31T23:30:00.000Z', 'SD-2026-000001'],
      ['2026-01-02T06:00:00.000Z', 'SD-2026-000002'],
      ['2026-01-05T07:00:00.000Z', 'SD-2026-000003'],
      ['2026-01-06T11:00:00.000Z', 'SD-2026-000004'],
      ['2026-01-07T08:00:00.000Z', 'SD-2026-000005'],
    ]);
    for (const document of documents) expect(await documentIntegrity(t.database.db, SIGNING_KEY, document)).toBe('verified');
    const [head] = await queryRows<{ last_document_id: number }>(t.database.db, sql`select last_document_id from document_chain where id = 1`);
    expect(head!.last_document_id).toBe(documents.at(-1)!.id);

    expect(await totalsDisagreements(t.database.db, SITE_ZONE)).toEqual([]);
  });
});
