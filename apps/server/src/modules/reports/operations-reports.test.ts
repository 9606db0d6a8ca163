/**
 * The Production and Drilling reports and their files, on a site worked out by hand (Europe/Ljubljana, UTC+1 in
 * early March: production day 3 March runs 05:00Z to 05:00Z, its Morning shift 05:00-13:00Z). A viewer reads
 * and exports them; each file reads back with the figures the report's JSON answers.
 */
import { spawnSync } from 'node:child_process';
import { read } from '@e965/xlsx';
import type { DrillingReportAnswer, ProductionReportAnswer } from '@weighbridge/contract/operations-reports';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';

type Cell = { t: string; v: unknown; z?: string } | undefined;

function workbook(file: Buffer) {
  const book = read(file, { type: 'buffer', cellNF: true, dense: true });
  const rows = (name: string) => Array.from((book.Sheets[name]?.['!data'] ?? []) as (Cell[] | undefined)[], (row) => row ?? []);
  return { names: book.SheetNames, rows };
}

function pdfText(file: Buffer): string {
  const result = spawnSync('pdftotext', ['-layout', '-', '-'], { input: file });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout.toString('utf8').replace(/\s+/g, ' ');
}

const fileName = (answer: { headers: Record<string, unknown> }) => /filename="([^"]+)"/.exec(String(answer.headers['content-disposition']))?.[1];
/** A sheet's rows as plain values, header first. */
const values = (rows: Cell[][]) => rows.map((row) => row.map((cell) => cell?.v));

describe.each(ENGINES)('the Production and Drilling reports on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let production: Site;
  let drilling: Site;
  let admin: string;
  let viewer: string;

  const call = (url: string, token = viewer) => t.call('GET', url, { token });
  const ok = async (method: string, url: string, body?: unknown) => {
    const response = await t.call(method, url, { token: admin, body });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json().data;
  };
  const moveTo = async (iso: string) => {
    t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
    admin = await t.signInAs('admin');
    viewer = await t.signInAs('viewer');
  };

  beforeAll(async () => {
    await moveTo('2026-03-03T05:30:00Z');
    production = await makeSite(t);
    drilling = await makeSite(t);
    // Production: a plant fed by the first site's station, a plan of 3,100 t in March and 3,000 t in April.
    const plant = (await ok('POST', '/api/crushing-plants', { name: 'Report jaw', station_ids: [production.stationId] })).plant_id;
    const chippings = (await ok('POST', '/api/materials', { name: 'Chippings 8-16', registration_id: 'CH-816', size_from_mm: 8, size_to_mm: 16 })).material_id;
    const draft = await ok('POST', '/api/production/crush-plans', { year: 2026 });
    await ok('PUT', `/api/production/crush-plans/${draft.revision_id}/lines`, {
      lines: [
        { plant_id: plant, material_id: chippings, month: 3, tons: 3100 },
        { plant_id: plant, material_id: chippings, month: 4, tons: 3000 },
      ],
    });
    await ok('POST', `/api/production/crush-plans/${draft.revision_id}/approve`, { reason: 'Budget' });
    await ok('POST', '/api/tara-weighings', { vehicleId: production.vehicleId, tareWeight: 10_000 });
    await moveTo('2026-03-03T06:00:00Z');
    await ok('POST', '/api/scale-documents/record-load', loadBody(production, 35_000)); // 25 t
    await moveTo('2026-03-03T07:00:00Z');
    await ok('POST', '/api/scale-documents/record-load', loadBody(production, 30_000)); // 20 t

    // Drilling, on the second site's polygon: a rig's 10 holes of 15 m, and a blast of 10 x 3 m x 3 m x 10 m = 900 m3.
    const rig = (await ok('POST', '/api/drill-rigs', { name: 'Report T45' })).rig_id;
    const driller = (await ok('POST', '/api/drilling/operators', { name: 'Ana Kos', competencies: [{ kind: 'drill_operator', expires_on: '2026-12-31' }] })).operator_id;
    const shotfirer = (await ok('POST', '/api/drilling/operators', { name: 'Cvetka Horvat', competencies: [{ kind: 'shotfirer', expires_on: '2027-03-31' }] })).operator_id;
    const rock = (await ok('POST', '/api/materials', { name: 'Blasted rock', registration_id: 'ROCK', density_kg_m3: 2500 })).material_id;
    const plan = await ok('POST', '/api/drilling/plans', {
      year: 2026,
      lines: [{ loading_area_id: drilling.areaId, polygon_id: drilling.polygonId, month: 3, rig_id: rig, metres: 200, holes: 14, volume_m3: 800, tons: 2000, explosives_kg: 400 }],
    });
    await ok('POST', `/api/drilling/plans/${plan.revision_id}/approve`, { reason: 'Budget' });
    await moveTo('2026-03-03T09:00:00Z');
    await ok('POST', '/api/drilling/logs', {
      rig_id: rig,
      operator_id: driller,
      production_day: '2026-03-02',
      shift: 'Morning',
      loading_area_id: drilling.areaId,
      polygon_id: drilling.polygonId,
      diameter_mm: 89,
      hole_count: 10,
      depth_m: 15,
      drill_hours: 5,
      bit_changes: 1,
    });
    await ok('POST', '/api/drilling/blasts', {
      polygon_id: drilling.polygonId,
      fired_at: '2026-03-03T08:30:00Z',
      burden_m: 3,
      spacing_m: 3,
      bench_height_m: 10,
      hole_diameter_mm: 89,
      subdrill_m: 1,
      holes_charged: 10,
      explosives: [{ product: 'ANFO', kg: 450 }],
      detonators: 20,
      misfires: 0,
      shotfirer_id: shotfirer,
      material_id: rock,
    });
    // One load of 30 t hauled from the blast.
    await ok('POST', '/api/tara-weighings', { vehicleId: drilling.vehicleId, tareWeight: 10_000 });
    await ok('POST', '/api/scale-documents/record-load', loadBody(drilling, 40_000, { materialId: rock }));

    // The Morning shift of 3 March logged: 6 running hours, 40 t of chippings, 450 kWh, the weighed feed of 45 t.
    await moveTo('2026-03-04T09:00:00Z');
    const log = await ok('POST', '/api/production/shift-logs', {
      plant_id: plant,
      production_day: '2026-03-03',
      shift_name: 'Morning',
      hour_meter_start: 1000,
      hour_meter_end: 1006,
      outputs: [{ material_id: chippings, tons: 40 }],
      energy_kwh: 450,
    });
    await ok('POST', `/api/production/shift-logs/${log.log_id}/sign`);
  });

  const MARCH_APRIL = 'period=custom&startDate=2026-03-01&endDate=2026-04-30';

  it('answers each plant’s figures and the plan against the output of every month of the period', async () => {
    const answer = await call(`/api/reports/production?${MARCH_APRIL}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data, dateRange }: ProductionReportAnswer = answer.json();
    expect(dateRange).toEqual({ start: '2026-03-01', end: '2026-04-30' });
    expect(data.by_month).toEqual([
      { month: '2026-03', plan_tons: 3100, output_tons: 40 },
      { month: '2026-04', plan_tons: 3000, output_tons: 0 },
    ]);
    expect(data.plants).toHaveLength(1);
    expect(data.plants[0]).toMatchObject({ name: 'Report jaw', logs: 1, feed_weighed_tons: 45, feed_tons: 45, output_tons: 40, running_hours: 6, tons_per_operating_hour: 7.5, specific_energy_kwh_per_ton: 10 });
    expect(data.plants[0]!.products).toEqual([expect.objectContaining({ material_name: 'Chippings 8-16', tons: 40, yield: 40 / 45 })]);

    // Month is the current production day's month, whole.
    expect((await call('/api/reports/production')).json().dateRange).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect((await call('/api/reports/production?period=year')).json().dateRange).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });

  it('writes the production workbook with the figures and rows of the report', async () => {
    const { data } = (await call(`/api/reports/production?${MARCH_APRIL}`)).json() as ProductionReportAnswer;
    const answer = await call(`/api/reports/production/export.xlsx?${MARCH_APRIL}`);
    expect(answer.statusCode).toBe(200);
    expect(fileName(answer)).toBe('report-production-2026-03-01_2026-04-30.xlsx');
    const book = workbook(answer.rawPayload);
    expect(book.names).toEqual(['Overview', 'Plant Figures', 'Output per Product', 'Plan Attainment', 'Feed Check', 'Plan against Actual by Month']);
    const overview = values(book.rows('Overview'));
    expect(overview).toContainEqual(['Period', 'Showing data from March 1, 2026 to April 30, 2026 (Production days from 06:00)']);
    expect(overview).toContainEqual(['Feed Weighed', 45]);
    expect(overview).toContainEqual(['Output', 40]);

    const [header, ...plants] = values(book.rows('Plant Figures'));
    expect(header).toEqual(['Plant', 'Shift Logs', 'Feed Weighed', 'Feed Logged', 'Output', 'Running Hours', 'Tons per Operating Hour', 'Utilisation', 'Availability', 'Specific Energy']);
    const jaw = data.plants[0]!;
    expect(plants).toEqual([['Report jaw', 1, 45, 45, 40, 6, 7.5, jaw.utilisation, jaw.availability, 10]]);
    const [, plantRow] = book.rows('Plant Figures');
    expect(plantRow!.map((cell) => cell?.z)).toEqual(['General', '#,##0', '#,##0.0 "t"', '#,##0.0 "t"', '#,##0.0 "t"', '#,##0.00 "h"', '#,##0.00 "t/h"', '0.0%', '0.0%', '#,##0.00 "kWh/t"']);

    const [, ...products] = values(book.rows('Output per Product'));
    expect(products).toEqual([['Report jaw', 'Chippings 8-16', 40, 40 / 45]]);
    const [, ...months] = values(book.rows('Plan against Actual by Month'));
    // Months are date cells; the last row adds them up.
    expect(months.map((row) => row.slice(1))).toEqual([
      [3100, 40, 40 / 3100],
      [3000, 0, 0],
      [6100, 40, 40 / 6100],
    ]);
    expect(months.at(-1)![0]).toBe('Total');
  });

  it('writes the production PDF with its title, period, plants and months', async () => {
    const answer = await call(`/api/reports/production/export.pdf?${MARCH_APRIL}`);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(fileName(answer)).toBe('report-production-2026-03-01_2026-04-30.pdf');
    const text = pdfText(answer.rawPayload);
    expect(text).toContain('Production Report');
    expect(text).toContain('Showing data from March 1, 2026 to April 30, 2026 (Production days from 06:00)');
    expect(text).toMatch(/Report jaw 1 45\.0 t 45\.0 t 40\.0 t 6 ?h 7\.5 t\/h [\d.]+% [\d.]+% 10 kWh\/t/);
    expect(text).toMatch(/Chippings 8-16 40\.0 t 88\.9%/);
    expect(text).toMatch(/March 2026 3,100\.0 t 40\.0 t 1\.3%/);
    expect(text).toMatch(/Total 6,100\.0 t 40\.0 t 0\.7%/);
  });

  it('answers the rigs, the blasts with their muckpiles and the plan against the actuals', async () => {
    const answer = await call('/api/reports/drilling?period=custom&startDate=2026-03-01&endDate=2026-03-31');
    expect(answer.statusCode, answer.body).toBe(200);
    const { data }: DrillingReportAnswer = answer.json();
    expect(data.rigs).toEqual([expect.objectContaining({ rig_name: 'Report T45', shifts: 1, metres: 150, drill_hours: 5, metres_per_shift: 150, metres_per_drill_hour: 30 })]);
    // 900 m3 x 2.5 t/m3 = 2,250 t broken; 30 t hauled; 450 kg of explosives.
    expect(data.blasts).toEqual([
      expect.objectContaining({ volume_m3: 900, tons_broken: 2250, explosives_kg: 450, powder_factor_kg_m3: 0.5, powder_factor_kg_t: 0.2, tons_hauled: 30, tons_remaining: 2220, powder_factor_kg_per_hauled_t: 15 }),
    ]);
    expect(data.plan_vs_actual.by_month).toEqual([expect.objectContaining({ month: '2026-03', planned_metres: 200, actual_metres: 150, planned_tons: 2000, actual_tons: 2250 })]);
  });

  it('writes the drilling workbook and PDF with the report’s figures', async () => {
    const query = 'period=custom&startDate=2026-03-01&endDate=2026-03-31';
    const xlsx = await call(`/api/reports/drilling/export.xlsx?${query}`);
    expect(fileName(xlsx)).toBe('report-drilling-2026-03-01_2026-03-31.xlsx');
    const book = workbook(xlsx.rawPayload);
    expect(book.names).toEqual(['Overview', 'Metres per Rig', 'Blasts', 'Plan against Actual by Month', 'Plan against Actual by Area', 'Plan against Actual by Rig']);
    expect(values(book.rows('Overview'))).toContainEqual(['Tons Broken', 2250]);
    expect(values(book.rows('Metres per Rig'))).toEqual([
      ['Rig', 'Shifts', 'Metres', 'Drill Hours', 'Metres per Shift', 'Metres per Drill Hour', 'Bit Changes'],
      ['Report T45', 1, 150, 5, 150, 30, 1],
      ['Total', 1, 150, 5, 150, 30, 1],
    ]);
    const [header, blast] = book.rows('Blasts');
    expect(header!.map((cell) => cell?.v)).toEqual([
      'Fired', 'Loading Area', 'Polygon', 'Volume', 'Tons Broken', 'Explosives', 'Powder Factor (kg/m³)', 'Powder Factor (kg/t)', 'Tons Hauled', 'Tons Remaining', 'Explosives per Weighed Ton',
    ]);
    expect(blast!.slice(3).map((cell) => cell?.v)).toEqual([900, 2250, 450, 0.5, 0.2, 30, 2220, 15]);
    expect(blast!.slice(3).map((cell) => cell?.z)).toEqual(['#,##0 "m³"', '#,##0.0 "t"', '#,##0 "kg"', '#,##0.000 "kg/m³"', '#,##0.000 "kg/t"', '#,##0.0 "t"', '#,##0.0 "t"', '#,##0.000 "kg/t"']);
    const [, month] = values(book.rows('Plan against Actual by Month'));
    expect(month!.slice(1)).toEqual([200, 150, 2000, 2250]);

    const pdf = await call(`/api/reports/drilling/export.pdf?${query}`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Drilling Report');
    expect(text).toMatch(/Report T45 1 150 m 5 ?h 150 m 30 m\/h 1/);
    expect(text).toMatch(/900 m³ 2,250\.0 t 450 kg 0\.5 kg\/m³ 0\.2 kg\/t 30\.0 t 2,220\.0 t 15 kg\/t/);
    expect(text).toMatch(/March 2026 200 m 150 m 2,000\.0 t 2,250\.0 t/);
  });

  it('answers a period’s blasts a page at a time, counts them all in its totals, and writes them all to its files', async () => {
    // 52 blasts of 100 m3 (250 t, 40 kg) in February, half a day apart from 06:00Z on the 1st (production day 1
    // February starts at 05:00Z), beside March's: straight into the blasts table.
    await t.database.db.execute(sql`
      insert into blasts (polygon_id, loading_area_id, fired_at, burden_m, spacing_m, bench_height_m, hole_diameter_mm, subdrill_m, holes_charged, detonators,
        material_id, density_kg_m3, volume_m3, tons_broken, explosives_kg, misfires, shotfirer_id)
      select b.polygon_id, b.loading_area_id, timestamptz '2026-01-31 18:00Z' + n * interval '12 hours', 3, 3, 10, 89, 1, 1, 2, b.material_id, 2500, 100, 250, 40, 0, b.shotfirer_id
      from blasts b cross join generate_series(1, 52) n where b.polygon_id = ${drilling.polygonId}`);
    const february = 'period=custom&startDate=2026-02-01&endDate=2026-02-28';
    const page = async (number?: number): Promise<DrillingReportAnswer['data']> => {
      const answer = await call(`/api/reports/drilling?${february}${number === undefined ? '' : `&blastsPage=${number}`}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data;
    };
    const first = await page();
    expect(first.blast_pages).toEqual({ page: 1, limit: 50, pages: 2, total: 52 });
    expect(first.totals).toMatchObject({ blasts: 52, volume_m3: 5200, tons_broken: 13_000, explosives_kg: 2080, powder_factor_kg_t: 0.16 });
    expect(first.blasts.map((blast) => blast.fired_at).slice(0, 2)).toEqual(['2026-02-01T06:00:00.000Z', '2026-02-01T18:00:00.000Z']);
    const second = await page(2);
    expect(second.blast_pages).toEqual({ page: 2, limit: 50, pages: 2, total: 52 });
    expect(second.blasts.map((blast) => blast.fired_at)).toEqual(['2026-02-26T06:00:00.000Z', '2026-02-26T18:00:00.000Z']);
    expect(second.totals).toEqual(first.totals);
    expect((await page(3)).blasts).toEqual([]);
    for (const number of ['0', '1.5', 'two']) {
      const refused = await call(`/api/reports/drilling?${february}&blastsPage=${number}`);
      expect([refused.statusCode, refused.json().error], number).toEqual([400, expect.stringMatching(/^Page of blasts must be/)]);
    }
    // The workbook holds every blast of the period under its header.
    const book = workbook((await call(`/api/reports/drilling/export.xlsx?${february}`)).rawPayload);
    expect(book.rows('Blasts')).toHaveLength(1 + 52);
  });

  it('needs the report’s own permissions: its page to read it, its export action for the files', async () => {
    await ok('POST', '/api/roles', { name: 'scale-reader', label: 'Scale reader', grants: ['reports.scale'] });
    await ok('POST', '/api/roles', { name: 'production-reader', label: 'Production reader', grants: ['reports.production.view', 'reports.drilling.view'] });
    const scaleReader = await t.signInAs('scale-reader');
    const productionReader = await t.signInAs('production-reader');
    expect((await call('/api/reports/production', scaleReader)).statusCode).toBe(403);
    expect((await call('/api/reports/drilling/export.xlsx', scaleReader)).statusCode).toBe(403);
    expect((await call('/api/reports/production', productionReader)).statusCode).toBe(200);
    expect((await call('/api/reports/production/export.pdf', productionReader)).statusCode).toBe(403);
    expect((await call('/api/reports/drilling/export.pdf', productionReader)).statusCode).toBe(403);
  });

  it('refuses a custom period without its dates, backwards, or longer than the figures count', async () => {
    expect((await call('/api/reports/production?period=custom&startDate=2026-03-01')).json().error).toBe('End date is required for a custom period');
    expect((await call('/api/reports/drilling?period=custom&startDate=2026-03-02&endDate=2026-03-01')).statusCode).toBe(400);
    const long = await call('/api/reports/drilling?period=custom&startDate=2025-01-01&endDate=2026-03-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('at most 400 days');
    expect((await call('/api/reports/production?period=week')).statusCode).toBe(400);
  });
});
