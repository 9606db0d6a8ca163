import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';
import type { TestApp } from '../../test/test-app.js';
import { type BookType, dateCell, uploadWorkbook, weighingsWorkbook } from './test-workbooks.js';

/** A row of the file by column name; the site's clock reads 2026-03-02 09:00 in the tests. */
function weighing(extra: Record<string, unknown> = {}) {
  return {
    'Load Date': dateCell('2026-02-10 07:30'),
    'Registration Number': 'LJ 11-AA',
    Brand: 'Volvo',
    Model: 'FMX',
    'Driver Name': 'Janez Novak',
    Material: 'Gravel 16/32',
    'Loading Area': 'North Pit',
    'Polygon Code': 'P-01',
    Destination: 'Crusher 1',
    'Tare Weight (kg)': 12000.5,
    'Gross Weight (kg)': 30250,
    'Net Weight (kg)': 18249.5,
    'Operator Name': 'Olga',
    ...extra,
  };
}

async function count(t: TestApp, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row!.n;
}

const TABLES = ['scale_documents', 'vehicles', 'drivers', 'materials', 'loading_areas', 'polygons', 'unloading_stations', 'audit_log'];
const snapshot = async (t: TestApp) => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await count(t, table)])));

describe.each(ENGINES)('Excel import on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let admin: string;
  beforeAll(async () => {
    admin = await t.signInAs('admin');
  });

  it('lists the expected columns with the required ones marked', async () => {
    const answer = await t.call('GET', '/api/import/excel/columns', { token: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toContainEqual({ name: 'Registration Number', description: 'Registration number of the vehicle', required: true });
    expect(answer.json().data).toContainEqual(expect.objectContaining({ name: 'Net Weight (kg)', required: false }));
  });

  it('imports every row of a clean file, creating each missing record once however many rows name it', async () => {
    const file = weighingsWorkbook([
      weighing({ 'Document Number': 'OLD-1' }),
      weighing({ 'Document Number': 'OLD-2', 'Load Date': '2026-02-10 09:15', 'Gross Weight (kg)': 31000, 'Net Weight (kg)': null, Notes: 'wet load' }),
      weighing({ 'Document Number': 'OLD-3', 'Load Date': '11.02.2026 06:05', 'Registration Number': 'lj11-aa', 'Polygon Code': 'p-01', Material: 'gravel 16/32' }),
      weighing({ 'Registration Number': 'KR 22-BB', Brand: null, Model: null, 'Polygon Code': 'P-02', 'Load Date': '2026-02-12T08:00:00+01:00' }),
    ]);
    const answer = await uploadWorkbook(t, admin, 'history.xlsx', file);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      dryRun: false,
      stats: {
        totalRows: 4,
        successfulImports: 4,
        skippedRows: 0,
        errors: 0,
        vehiclesCreated: 2,
        driversCreated: 1,
        materialsCreated: 1,
        loadingAreasCreated: 1,
        polygonsCreated: 2,
        stationsCreated: 1,
        errorDetails: [],
        skippedDetails: [],
      },
    });

    const list = (await t.call('GET', '/api/scale-documents?limit=200', { token: admin })).json();
    const documents = list.data.filter((row: { registration_number: string }) => row.registration_number === 'LJ 11-AA');
    expect(documents).toHaveLength(3);
    const first = documents.find((row: { notes: string | null }) => row.notes === 'Original number: OLD-1');
    expect(first).toMatchObject({
      document_number: expect.stringMatching(/^SD-2026-\d{6}$/),
      weighing_type: 'combined',
      status: 'completed',
      second_weigh_timestamp: '2026-02-10T06:30:00.000Z',
      vehicle_empty_weight_kg: 12000.5,
      full_weight_kg: 30250,
      material_weight_kg: 18249.5,
      driver_name: 'Janez',
      driver_surname: 'Novak',
      material_name: 'Gravel 16/32',
      polygon_code: 'P-01',
      destination: 'Crusher 1',
      operator_name: 'Olga',
      weight_source: 'import',
      tare_weight_source: 'import',
    });
    const detail = (await t.call('GET', `/api/scale-documents/${first.document_id}`, { token: admin })).json().data;
    expect(detail.integrity).toBe('verified');
    const vehicles = (await t.call('GET', '/api/vehicles', { token: admin })).json().data;
    expect(vehicles).toContainEqual(expect.objectContaining({ registration_number: 'KR 22-BB', brand: 'Unknown', model: 'Unknown' }));

    const [audit] = await queryRows<{ actor_username: string; details: Record<string, unknown> }>(
      t.database.db,
      sql`select actor_username, details from audit_log where action = 'scale_document.import'`,
    );
    expect(audit!.details).toMatchObject({ fileName: 'history.xlsx', totalRows: 4, successfulImports: 4, vehiclesCreated: 2 });
  });

  it('numbers imported documents in time order, and a later weighing takes the next number', async () => {
    const [row] = await queryRows<{ numbers: string[] }>(
      t.database.db,
      sql`select array_agg(document_number order by second_weigh_timestamp) as numbers from scale_documents where weight_source = 'import'`,
    );
    expect(row!.numbers).toEqual([...row!.numbers].sort());
    const [counter] = await queryRows<{ last_sequence: number }>(t.database.db, sql`select last_sequence from document_counters where year = 2026`);
    expect(counter!.last_sequence).toBe(row!.numbers.length);
  });

  it('imports the good rows of a mixed file and names each bad row with its reason', async () => {
    const file = weighingsWorkbook([
      weighing({ 'Registration Number': 'MB 33-CC', 'Load Date': '2026-02-13 10:00' }),
      weighing({ 'Registration Number': null, Material: null }),
      weighing({ 'Load Date': 'next Tuesday' }),
      weighing({ 'Gross Weight (kg)': -5 }),
      weighing({ 'Load Date': '2026-02-13 11:00', 'Net Weight (kg)': 18000 }),
      weighing({ 'Load Date': '2026-02-13 12:00', 'Gross Weight (kg)': 11000, 'Net Weight (kg)': null }),
      weighing({ 'Registration Number': '__proto__', 'Load Date': '2026-02-13 13:00', Material: 'constructor' }),
    ]);
    const answer = (await uploadWorkbook(t, admin, 'mixed.xlsx', file)).json();
    expect(answer.success).toBe(false);
    expect(answer.stats).toMatchObject({ totalRows: 7, successfulImports: 2, skippedRows: 0, errors: 5 });
    expect(answer.stats.errorDetails).toEqual([
      { row: 3, error: 'Registration Number is required; Material is required' },
      { row: 4, error: "Load Date 'next Tuesday' is not a date (use YYYY-MM-DD HH:mm or DD.MM.YYYY HH:mm)" },
      { row: 5, error: 'Gross Weight (kg) must be a positive number of kg' },
      { row: 6, error: 'Net Weight (kg) 18,000.00 kg is not Gross Weight minus Tare Weight (18,249.50 kg)' },
      { row: 7, error: 'Gross Weight (kg) 11,000.00 kg must be above Tare Weight (kg) 12,000.50 kg' },
    ]);
    const vehicles = (await t.call('GET', '/api/vehicles', { token: admin })).json().data;
    expect(vehicles).toContainEqual(expect.objectContaining({ registration_number: '__proto__' }));
  });

  it('skips a number that exists and a row repeated in the file, and a second import of a file skips every row', async () => {
    const [existing] = await queryRows<{ document_number: string }>(t.database.db, sql`select document_number from scale_documents limit 1`);
    const rows = [
      weighing({ 'Document Number': existing!.document_number, 'Load Date': '2026-02-20 07:00' }),
      weighing({ 'Document Number': 'NEW-1', 'Load Date': '2026-02-20 08:00' }),
      weighing({ 'Document Number': 'NEW-1', 'Load Date': '2026-02-20 09:00' }),
      weighing({ 'Load Date': '2026-02-20 10:00' }),
      weighing({ 'Load Date': '2026-02-20 10:00' }),
    ];
    const first = (await uploadWorkbook(t, admin, 'dupes.xlsx', weighingsWorkbook(rows))).json();
    expect(first.stats).toMatchObject({ totalRows: 5, successfulImports: 2, skippedRows: 3, errors: 0 });
    expect(first.stats.skippedDetails).toEqual([
      { row: 2, reason: `Document number ${existing!.document_number} already exists` },
      { row: 4, reason: 'Document number NEW-1 appears earlier in the file (row 3)' },
      { row: 6, reason: 'Same vehicle, load time and gross weight (30,250.00 kg) as row 5' },
    ]);

    const before = await snapshot(t);
    const again = (await uploadWorkbook(t, admin, 'dupes.xlsx', weighingsWorkbook(rows))).json();
    expect(again.stats).toMatchObject({ totalRows: 5, successfulImports: 0, skippedRows: 5, errors: 0 });
    expect(again.stats.skippedDetails[1].reason).toMatch(/^Already on record as SD-2026-\d{6}: same vehicle, load time and gross weight$/);
    expect(await snapshot(t)).toEqual({ ...before, audit_log: before.audit_log + 1 });
  });

  it.each<[BookType, string]>([
    ['biff8', 'legacy.xls'],
    ['xlsx', 'modern.xlsx'],
  ])('reads a %s workbook', async (bookType, fileName) => {
    const plate = `XLS ${bookType}`;
    const file = weighingsWorkbook([weighing({ 'Registration Number': plate, 'Load Date': dateCell('2025-12-31 23:30') })], bookType);
    const answer = (await uploadWorkbook(t, admin, fileName, file)).json();
    expect(answer.stats).toMatchObject({ successfulImports: 1, vehiclesCreated: 1 });
    const [row] = await queryRows<{ document_number: string; at: string }>(
      t.database.db,
      sql`select document_number, second_weigh_timestamp::text as at from scale_documents where registration_number = ${plate}`,
    );
    // 23:30 on New Year's Eve at the site is still 2025 there, though past midnight nowhere else.
    expect(row!.document_number).toMatch(/^SD-2025-/);
    expect(new Date(row!.at).toISOString()).toBe('2025-12-31T22:30:00.000Z');
  });

  it('checks a file without writing anything, answering what an import would do', async () => {
    const file = weighingsWorkbook([
      weighing({ 'Registration Number': 'DRY 1', 'Loading Area': 'Dry Pit', 'Load Date': '2026-02-25 07:00' }),
      weighing({ 'Registration Number': 'DRY 1', 'Loading Area': 'Dry Pit', 'Load Date': '2026-02-25 08:00' }),
      weighing({ 'Tare Weight (kg)': 'heavy' }),
    ]);
    const before = await snapshot(t);
    const checked = (await uploadWorkbook(t, admin, 'dry.xlsx', file, { dryRun: true })).json();
    expect(await snapshot(t)).toEqual(before);
    expect(checked).toMatchObject({ success: false, dryRun: true });
    expect(checked.stats).toMatchObject({ totalRows: 3, successfulImports: 2, errors: 1, vehiclesCreated: 1, loadingAreasCreated: 1, polygonsCreated: 1 });

    const imported = (await uploadWorkbook(t, admin, 'dry.xlsx', file)).json();
    expect(imported.stats).toEqual(checked.stats);
  });

  it('serves a template that imports as it is', async () => {
    const template = await t.app.inject({ method: 'GET', url: '/api/import/excel/template' });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const answer = (await uploadWorkbook(t, admin, 'template.xlsx', template.rawPayload)).json();
    expect(answer.stats).toMatchObject({ totalRows: 1, successfulImports: 1, errors: 0 });
  });

  it('lets only administrators import', async () => {
    const supervisor = await t.signInAs('supervisor');
    const answer = await uploadWorkbook(t, supervisor, 'history.xlsx', weighingsWorkbook([weighing()]));
    expect(answer.statusCode).toBe(403);
    expect((await t.call('GET', '/api/import/excel/columns', { token: supervisor })).statusCode).toBe(403);
  });
});
