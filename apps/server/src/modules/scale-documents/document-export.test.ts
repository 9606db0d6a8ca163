import { read, utils, type WorkSheet } from '@e965/xlsx';
import { DOCUMENT_EXPORT_MESSAGES } from '@weighbridge/contract/scale-documents';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { ENGINES } from '../../test/engines.js';
import { generateWeighings, type GeneratedSite } from '../../test/generated-weighings.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { TEST_SIGNING_KEY } from '../../test/test-app.js';
import { copyDocument } from '../../test/copied-documents.js';
import { exportDocuments } from './export.js';
import { exportedRows } from './export-repository.js';
import { listDocumentPage } from './list-repository.js';

/** Text a spreadsheet would take for a formula, typed into master data as a driver, plate or material. */
const HYPERLINK = '=HYPERLINK("http://evil.example","x")';
const PLATE = '=HYPERLINK("http://e.vil")';

const HEADERS = [
  'Document No.',
  'Date / Time',
  'Vehicle',
  'Driver',
  'Material',
  'Loading Area / Polygon',
  'Gross (kg)',
  'Tare (kg)',
  'Net (kg)',
  'Weight Source',
  'Status',
  'Type',
  'Verification code',
];

type Cell = { t: string; v: unknown; w?: string; f?: string };
type ListedDocument = {
  document_id: number;
  document_number: string | null;
  weighing_type: string;
  timestamp: string;
  full_weight_kg: number | null;
  vehicle_empty_weight_kg: number | null;
  material_weight_kg: number | null;
};

/** The file's sheet as rows of cells (the header first), read back by the Excel reader. */
function readExport(file: Buffer): { sheet: WorkSheet; rows: (Cell | undefined)[][] } {
  const workbook = read(file, { type: 'buffer', cellFormula: true, cellNF: true, dense: true });
  expect(workbook.SheetNames).toEqual(['Scale documents']);
  const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
  return { sheet, rows: (sheet['!data'] ?? []) as (Cell | undefined)[][] };
}

/** The site's clock at a moment as a spreadsheet shows it in 'yyyy-mm-dd hh:mm': rounded to the second first. */
function siteMinute(iso: string): string {
  const moment = new Date(Math.round(Date.parse(iso) / 1000) * 1000);
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(moment);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

describe.each(ENGINES)('the documents export on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: GeneratedSite;
  let viewer: string;
  let hostileDocument: number;

  beforeAll(async () => {
    site = await generateWeighings(t, 60);
    const admin = site.adminToken;
    const post = async (url: string, body: unknown) => {
      const answer = await t.call('POST', url, { token: admin, body });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().data;
    };
    // A truck, driver and material whose names a spreadsheet would run as formulas.
    const vehicle = await post('/api/vehicles', { registration_number: PLATE, brand: 'Volvo', model: 'FMX' });
    const driver = await post('/api/drivers', { name: '@SUM(1)', surname: HYPERLINK, driver_license_id: 'DL-EVIL' });
    const material = await post('/api/materials', { name: HYPERLINK, registration_id: 'MAT-EVIL' });
    const polygon = (await t.call('GET', `/api/polygons/${site.polygons[0]!.id}`, { token: admin })).json().data;
    await post('/api/tara-weighings', { vehicleId: vehicle.vehicle_id, tareWeight: 12_345.67 });
    t.clock.advance(60_000);
    const load = await post('/api/scale-documents/record-load', {
      vehicleId: vehicle.vehicle_id,
      driverId: driver.driver_id,
      fullWeight: 40_000.5,
      materialId: material.material_id,
      loadedAreaId: polygon.loading_area_id,
      polygonId: polygon.polygon_id,
      notes: HYPERLINK,
    });
    hostileDocument = load.document_id;
    // Loads weighed at one moment, and a microsecond apart: the export's batches must neither lose nor repeat one.
    await copyDocument(t, site.loads[30]!.documentId, 7, { step: '0 seconds', year: 2017 });
    await copyDocument(t, site.loads[31]!.documentId, 5, { step: '1 microsecond', year: 2018 });
    viewer = await t.signInAs('viewer');
  });

  const list = async (query: string): Promise<{ data: ListedDocument[]; pagination: { total: number } }> => {
    const answer = await t.call('GET', `/api/scale-documents?limit=200&${query}`, { token: viewer });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const exported = (query: string) => t.call('GET', `/api/scale-documents/export.xlsx?${query}`, { token: viewer });

  const filters = (): [string, string][] => {
    const days = site.loads.map((load) => load.day);
    return [
      ['no filter', ''],
      ['a date range', `startDate=${days[15]}&endDate=${days[40]}`],
      ['two vehicles', `vehicleIds=${site.vehicleIds[0]},${site.vehicleIds[2]}`],
      ['a material', `materialIds=${site.materials[1]!.id}`],
      ['a loading area and polygon', `polygonIds=${site.polygons[1]!.id}`],
      ['a search', `search=${encodeURIComponent('Gravel')}`],
      ['a search and a date range', `search=${encodeURIComponent('limestone')}&startDate=${days[5]}`],
      ['the voided documents', 'status=voided'],
    ];
  };

  it('writes every row the list counts for each filter, in the list’s order', async () => {
    for (const [name, query] of filters()) {
      const page = await list(query);
      expect(page.pagination.total, name).toBeLessThanOrEqual(200);
      const answer = await exported(query);
      expect(answer.statusCode, `${name}: ${answer.body.slice(0, 200)}`).toBe(200);
      const { rows } = readExport(answer.rawPayload);
      expect(rows[0]!.map((cell) => cell?.v), name).toEqual(HEADERS);
      const numbers = rows.slice(1).map((row) => row[0]?.v);
      expect(numbers.length, name).toBe(page.pagination.total);
      const listed = page.data.map((row) => (row.weighing_type === 'tare' ? `TARA-${String(row.document_id).padStart(6, '0')}` : row.document_number));
      expect(numbers, name).toEqual(listed);
    }
  });

  it('reads batch after batch in the list’s order, rows of one moment and a microsecond apart included', async () => {
    const filter = { timeZone: t.config.siteTimeZone, numberFormats: [] };
    const all = await listDocumentPage(t.database.db, filter, 1, 1000);
    const searched = { ...filter, search: 'Gravel' };
    const found = await listDocumentPage(t.database.db, searched, 1, 1000);
    expect(found.length).toBeGreaterThan(10);
    const ids = async (rows: AsyncIterable<{ id: number }>) => {
      const read = [];
      for await (const row of rows) read.push(row.id);
      return read;
    };
    for (const batchRows of [1, 3, 7]) {
      expect(await ids(exportedRows(t.database.db, filter, false, batchRows))).toEqual(all.map((row) => row.document_id));
      for (const inTimeOrder of [false, true]) {
        expect(await ids(exportedRows(t.database.db, searched, inTimeOrder, batchRows))).toEqual(found.map((row) => row.document_id));
      }
    }
  });

  it('names the file by the filter’s dates', async () => {
    const cases: [string, string][] = [
      ['', 'scale-documents-all.xlsx'],
      ['startDate=2026-03-01&endDate=2026-03-05', 'scale-documents-2026-03-01_2026-03-05.xlsx'],
      ['startDate=2026-03-01', 'scale-documents-from-2026-03-01.xlsx'],
      ['endDate=2026-03-05&vehicleIds=1', 'scale-documents-to-2026-03-05.xlsx'],
    ];
    for (const [query, fileName] of cases) {
      const answer = await exported(query);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(answer.headers['content-disposition']).toContain(`filename="${fileName}"`);
    }
  });

  it('writes weights as numbers, dates as date cells on the site’s clock, and the verification code', async () => {
    const page = await list('');
    const { rows } = readExport((await exported('')).rawPayload);
    const [signed] = await queryRows<{ signature: string }>(t.database.db, sql`select signature from scale_documents where document_id = ${hostileDocument}`);
    for (const [index, listed] of page.data.entries()) {
      const row = rows[index + 1]!;
      expect(row[1]).toMatchObject({ t: 'n', w: siteMinute(listed.timestamp) });
      const weights = [listed.full_weight_kg, listed.vehicle_empty_weight_kg, listed.material_weight_kg];
      expect(Array.from(row.slice(6, 9), (cell) => (cell ? { t: cell.t, v: cell.v } : null))).toEqual(weights.map((kg) => (kg === null ? null : { t: 'n', v: kg })));
      if (listed.weighing_type === 'tare') expect(row[12]).toBeUndefined();
      else expect(row[12]?.v).toMatch(/^[0-9a-f]{12}$/);
    }
    const hostile = rows[page.data.findIndex((row) => row.document_id === hostileDocument) + 1]!;
    expect(hostile[12]?.v).toBe(signed!.signature.slice(0, 12));
    expect(hostile.slice(6, 9).map((cell) => cell?.v)).toEqual([40_000.5, 12_345.67, 27_654.83]);
    expect(hostile.slice(9, 12).map((cell) => cell?.v)).toEqual(['Manual weight', 'completed', 'Load']);
  });

  it('writes text that would start a formula as text behind an apostrophe, never as a formula', async () => {
    const answer = await exported(`search=${encodeURIComponent('HYPERLINK')}`);
    const { sheet, rows } = readExport(answer.rawPayload);
    expect(rows).toHaveLength(3);
    const [load, tara] = [rows[1]!, rows[2]!];
    expect(load.slice(2, 5).map((cell) => cell && { t: cell.t, v: cell.v })).toEqual([
      { t: 's', v: `'${PLATE}` },
      { t: 's', v: `'@SUM(1) ${HYPERLINK}` },
      { t: 's', v: `'${HYPERLINK}` },
    ]);
    expect(tara[2]).toMatchObject({ t: 's', v: `'${PLATE}` });
    expect(rows.flat().filter((cell) => cell?.f !== undefined)).toEqual([]);
    expect(utils.sheet_to_csv(sheet)).not.toMatch(/(^|,)"?[=+\-@]/m);
  });

  it('records who exported what, and how many rows', async () => {
    const query = `vehicleIds=${site.vehicleIds[1]}&startDate=${site.loads[0]!.day}`;
    const { pagination } = await list(query);
    expect((await exported(query)).statusCode).toBe(200);
    const [audit] = await queryRows<{ actor_username: string; outcome: string; details: unknown }>(
      t.database.db,
      sql`select actor_username, outcome, details from audit_log where action = 'scale_document.export' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ actor_username: expect.stringMatching(/^viewer-/), outcome: 'success' });
    const details = typeof audit!.details === 'string' ? JSON.parse(audit!.details) : audit!.details;
    expect(details).toEqual({ filters: { vehicleIds: [site.vehicleIds[1]], startDate: site.loads[0]!.day }, rows: pagination.total });
  });

  it('refuses an export beyond the cap with the count and the cap, and writes nothing', async () => {
    const { pagination } = await list('');
    const ctx = { db: t.database.db, clock: t.clock, siteTimeZone: t.config.siteTimeZone, scaleCapacityKg: 60_000, taraMaxAgeDays: 30, signingKey: TEST_SIGNING_KEY };
    const [user] = await queryRows<{ id: number }>(t.database.db, sql`select min(id)::int as id from users`);
    const actor = { userId: user!.id, username: 'capped', clientAddress: '127.0.0.1' };
    const refusal = exportDocuments(ctx, {}, actor, pagination.total - 1);
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({ code: 'BAD_REQUEST', message: DOCUMENT_EXPORT_MESSAGES.tooManyRows(pagination.total, pagination.total - 1) });
    expect(DOCUMENT_EXPORT_MESSAGES.tooManyRows(1_234_567, 1_000_000)).toBe(
      'The filters match 1,234,567 rows, more than the 1,000,000 one export may hold. Narrow the filters (for example a shorter date range) and export again.',
    );
    const [audits] = await queryRows<{ count: number }>(t.database.db, sql`select count(*)::int as count from audit_log where actor_username = 'capped'`);
    expect(audits!.count).toBe(0);
    // At the cap exactly, every row is written.
    const allowed = await exportDocuments(ctx, {}, actor, pagination.total);
    const chunks: Buffer[] = [];
    for await (const chunk of allowed.file) chunks.push(chunk as Buffer);
    expect(readExport(Buffer.concat(chunks)).rows).toHaveLength(pagination.total + 1);
  });

  it.each([['startDate=2026-03-05&endDate=2026-03-01'], ['vehicleIds=x'], ['search=' + 'x'.repeat(101)], ['status=pending']])('refuses the bad query %s with 400', async (query) => {
    const answer = await exported(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toContain('application/json');
  });
});
