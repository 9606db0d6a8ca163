/**
 * Actual operations, worked out by hand: drill logs of the site's shifts and their rigs' totals, a blast's
 * volume, tons broken and powder factors, and its muckpile following the loads weighed from its polygon
 * (counted loads only, from its firing until the polygon's next blast), then the period's figures against
 * the approved plan.
 *
 * The test clock starts at 2026-03-02 08:00 UTC, 09:00 in Ljubljana: production day 2 March's Morning shift
 * (06:00-14:00) has started, its Afternoon has not.
 */
import type { Blast, ListedBlast, Muckpile } from '@weighbridge/contract/blasts';
import type { DrillLog, RigTotals } from '@weighbridge/contract/drill-logs';
import { DRILLING_MESSAGES } from '@weighbridge/contract/drilling';
import type { DrillingFigures } from '@weighbridge/contract/drilling-figures';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';

const HOUR = 3_600_000;

describe.each(ENGINES)('drill logs, blasts and muckpiles on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  let admin: string;
  let rigs: { jumbo: number; small: number };
  let people: { ana: number; bojan: number; cvetka: number };
  let limestone: number;

  const post = async (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
  const created = async (url: string, body: unknown) => {
    const answer = await post(url, body);
    if (answer.statusCode !== 201) throw new Error(`POST ${url}: ${answer.body}`);
    return answer.json().data;
  };
  const log = (extra: Record<string, unknown>) => ({
    rig_id: rigs.jumbo,
    operator_id: people.ana,
    production_day: '2026-03-01',
    shift: 'Night',
    loading_area_id: site.areaId,
    polygon_id: site.polygonId,
    diameter_mm: 89,
    drill_hours: 5,
    bit_changes: 1,
    ...extra,
  });
  const blast = (extra: Record<string, unknown>) => ({
    polygon_id: site.polygonId,
    fired_at: '2026-03-02T08:30:00Z',
    burden_m: 3,
    spacing_m: 3.5,
    bench_height_m: 12,
    hole_diameter_mm: 89,
    subdrill_m: 1,
    holes_charged: 30,
    explosives: [
      { product: 'ANFO', kg: 2000 },
      { product: 'Emulsion 70', kg: 500 },
    ],
    detonators: 60,
    vibration_mm_s: 4.2,
    misfires: 0,
    shotfirer_id: people.cvetka,
    ...extra,
  });
  /** A load of 28 t (40,000 kg full, 12,000 kg tare) of limestone, from the site's polygon unless told. */
  const weighLoad = async (extra: Record<string, unknown> = {}) => (await created('/api/scale-documents/record-load', loadBody(site, 40_000, { materialId: limestone, ...extra }))).document_id as number;

  beforeAll(async () => {
    site = await makeSite(t);
    admin = site.adminToken;
    rigs = { jumbo: (await created('/api/drill-rigs', { name: 'Atlas Copco T45' })).rig_id, small: (await created('/api/drill-rigs', { name: 'Furukawa HCR' })).rig_id };
    people = {
      ana: (await created('/api/drilling/operators', { name: 'Ana Kos', competencies: [{ kind: 'drill_operator', expires_on: '2026-12-31' }] })).operator_id,
      bojan: (await created('/api/drilling/operators', { name: 'Bojan Zupan', competencies: [{ kind: 'drill_operator', expires_on: '2026-03-01' }] })).operator_id,
      cvetka: (await created('/api/drilling/operators', { name: 'Cvetka Horvat', competencies: [{ kind: 'shotfirer', expires_on: '2027-03-31' }] })).operator_id,
    };
    limestone = (await created('/api/materials', { name: 'Limestone 0/250', registration_id: `LST-${engine}`, density_kg_m3: 2650 })).material_id;
    expect((await post('/api/tara-weighings', { vehicleId: site.vehicleId, tareWeight: 12_000 })).statusCode).toBe(201);
  });

  it('computes a log’s metres from its holes, and each rig’s metres per shift and per drill hour', async () => {
    // 20 holes of 12.5 m: 250 m in 5 hours.
    const summary: DrillLog = await created('/api/drilling/logs', log({ hole_count: 20, depth_m: 12.5 }));
    expect(summary).toMatchObject({ entry: 'summary', hole_count: 20, metres: 250, metres_per_drill_hour: 50, rig_name: 'Atlas Copco T45', operator_name: 'Ana Kos', polygon_code: 'P-01' });
    // Three holes listed: 12.4 + 11.8 + 12.3 = 36.5 m, in the same night shift.
    const listed: DrillLog = await created(
      '/api/drilling/logs',
      log({ drill_hours: 1.5, holes: [12.4, 11.8, 12.3].map((actual) => ({ design_depth_m: 12, actual_depth_m: actual })) }),
    );
    expect(listed).toMatchObject({ entry: 'holes', hole_count: 3, depth_m: null, metres: 36.5 });
    expect(listed.holes[1]).toEqual({ design_depth_m: 12, actual_depth_m: 11.8 });
    // 10 x 15 = 150 m the next morning; the other rig 8 x 10 = 80 m in the afternoon before.
    await created('/api/drilling/logs', log({ production_day: '2026-03-02', shift: 'Morning', hole_count: 10, depth_m: 15, drill_hours: 2 }));
    await created('/api/drilling/logs', log({ rig_id: rigs.small, shift: 'Afternoon', hole_count: 8, depth_m: 10, drill_hours: 4, bit_changes: 0 }));

    const answer = (await t.call('GET', '/api/drilling/logs?from=2026-03-01&to=2026-03-02', { token: admin })).json();
    expect(answer.data).toHaveLength(4);
    const totals: RigTotals[] = answer.totals;
    // The T45: 250 + 36.5 + 150 = 436.5 m over two shifts (the night counted once) and 5 + 1.5 + 2 = 8.5 hours.
    expect(totals).toEqual([
      { rig_id: rigs.jumbo, rig_name: 'Atlas Copco T45', shifts: 2, metres: 436.5, drill_hours: 8.5, bit_changes: 3, metres_per_shift: 218.25, metres_per_drill_hour: 436.5 / 8.5 },
      { rig_id: rigs.small, rig_name: 'Furukawa HCR', shifts: 1, metres: 80, drill_hours: 4, bit_changes: 0, metres_per_shift: 80, metres_per_drill_hour: 20 },
    ]);

    const corrected = await t.call('PUT', `/api/drilling/logs/${summary.drill_log_id}`, { token: admin, body: log({ hole_count: 20, depth_m: 12, notes: 'Depth read again' }) });
    expect(corrected.json().data).toMatchObject({ metres: 240, notes: 'Depth read again' });
  });

  it('refuses a log whose operator is not a valid drill operator that day, a shift not started or unknown, and holes given twice', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ operator_id: people.bojan, production_day: '2026-03-02', shift: 'Morning', hole_count: 1, depth_m: 10 }, DRILLING_MESSAGES.notDrillOperator('Bojan Zupan', '2026-03-02')],
      [{ operator_id: people.cvetka, hole_count: 1, depth_m: 10 }, DRILLING_MESSAGES.notDrillOperator('Cvetka Horvat', '2026-03-01')],
      [{ production_day: '2026-03-02', shift: 'Afternoon', hole_count: 1, depth_m: 10 }, DRILLING_MESSAGES.shiftNotStarted],
      [{ shift: 'Swing', hole_count: 1, depth_m: 10 }, DRILLING_MESSAGES.unknownShift('Swing')],
      [{ hole_count: 1, depth_m: 10, holes: [{ design_depth_m: 10, actual_depth_m: 10 }] }, DRILLING_MESSAGES.summaryOrHoles],
      [{ hole_count: 1 }, DRILLING_MESSAGES.summaryOrHoles],
      [{ polygon_id: site.otherAreaPolygonId, hole_count: 1, depth_m: 10 }, DRILLING_MESSAGES.polygonOfOtherArea('P-99')],
    ];
    for (const [fields, message] of cases) {
      const answer = await post('/api/drilling/logs', log(fields));
      expect([answer.statusCode, answer.json().error], JSON.stringify(fields)).toEqual([400, message]);
    }
    // Bojan's competency ran to 1 March: that night's log is his.
    expect((await post('/api/drilling/logs', log({ operator_id: people.bojan, hole_count: 2, depth_m: 10, drill_hours: 1 }))).statusCode).toBe(201);
  });

  it('breaks the polygon’s material, follows the counted loads weighed from it, and stops at its next blast', async () => {
    // A load from the polygon before the blast belongs to the muckpile of an earlier one.
    await weighLoad();
    t.clock.advance(HOUR);
    // 30 holes x 3 m x 3.5 m x 12 m = 3,780 m3; x 2.65 t/m3 = 10,017 t; 2,500 kg of explosives.
    const first: Blast = await created('/api/drilling/blasts', blast({ material_id: limestone }));
    expect(first).toMatchObject({ volume_m3: 3780, tons_broken: 10_017, explosives_kg: 2500, material_name: 'Limestone 0/250', density_kg_m3: 2650, shotfirer_name: 'Cvetka Horvat' });
    expect(first.powder_factor_kg_m3).toBeCloseTo(2500 / 3780, 10);
    expect(first.powder_factor_kg_t).toBeCloseTo(2500 / 10_017, 10);

    // Two loads from the polygon after the blast (56 t), one from another area's polygon, and one voided.
    await weighLoad();
    await weighLoad();
    const otherArea = (await t.call('GET', `/api/polygons/${site.otherAreaPolygonId}`, { token: admin })).json().data.loading_area_id;
    await weighLoad({ polygonId: site.otherAreaPolygonId, loadedAreaId: otherArea });
    const voided = await weighLoad();
    expect((await t.call('DELETE', `/api/scale-documents/${voided}`, { token: admin, body: { reason: 'Weighed twice' } })).statusCode).toBe(200);

    const muckpile: Muckpile = (await t.call('GET', `/api/drilling/blasts/${first.blast_id}/muckpile`, { token: admin })).json().data;
    expect(muckpile).toMatchObject({ tons_broken: 10_017, tons_hauled: 56, tons_remaining: 9961, loads: 2, next_fired_at: null });
    expect(muckpile.powder_factor_kg_per_hauled_t).toBeCloseTo(2500 / 56, 10);

    t.clock.advance(HOUR);
    // The next blast names no material: the polygon's loads were all weighed as limestone. 10 x 3 x 3 x 10 = 900 m3, 2,385 t.
    const second: Blast = await created('/api/drilling/blasts', blast({ fired_at: '2026-03-02T09:30:00Z', holes_charged: 10, spacing_m: 3, bench_height_m: 10, explosives: [{ product: 'ANFO', kg: 600 }] }));
    expect(second).toMatchObject({ material_id: limestone, volume_m3: 900, tons_broken: 2385 });
    await weighLoad();

    const firstAfter: Muckpile = (await t.call('GET', `/api/drilling/blasts/${first.blast_id}/muckpile`, { token: admin })).json().data;
    expect(firstAfter).toMatchObject({ tons_hauled: 56, tons_remaining: 9961, next_fired_at: '2026-03-02T09:30:00.000Z' });
    const latest: Muckpile[] = (await t.call('GET', `/api/drilling/muckpiles?loading_area_id=${site.areaId}`, { token: admin })).json().data;
    expect(latest).toEqual([expect.objectContaining({ blast_id: second.blast_id, polygon_code: 'P-01', tons_broken: 2385, tons_hauled: 28, tons_remaining: 2357, loads: 1 })]);
  });

  it('lists each blast with its muckpile, which follows the next load weighed from its polygon', async () => {
    const listed = async () => (await t.call('GET', '/api/drilling/blasts?from=2026-03-02&to=2026-03-02', { token: admin })).json().data as ListedBlast[];
    const muckpiles = (blasts: ListedBlast[]) => blasts.map((one) => [one.tons_broken, one.muckpile.tons_hauled, one.muckpile.tons_remaining, one.muckpile.loads]);
    // The first blast: two loads of 28 t, its hauling ended by the second; the second: one load of 28 t so far.
    const before = await listed();
    expect(muckpiles(before)).toEqual([
      [10_017, 56, 9961, 2],
      [2385, 28, 2357, 1],
    ]);
    expect(before[0]!.muckpile.powder_factor_kg_per_hauled_t).toBeCloseTo(2500 / 56, 10);

    // One more load from the polygon goes to the latest blast's muckpile: 2 x 28 = 56 t, 2,385 - 56 = 2,329 t left.
    await weighLoad();
    const after = await listed();
    expect(muckpiles(after)).toEqual([
      [10_017, 56, 9961, 2],
      [2385, 56, 2329, 2],
    ]);
    expect(after[1]!.muckpile.powder_factor_kg_per_hauled_t).toBeCloseTo(600 / 56, 10);
  });

  it('computes a corrected blast again, keeps what it was in the audit, and keeps its shotfirer and a logged rig', async () => {
    const [first] = (await t.call('GET', '/api/drilling/blasts?from=2026-03-02&to=2026-03-02', { token: admin })).json().data as Blast[];
    // One hole fewer was charged: 29 x 3 x 3.5 x 12 = 3,654 m3, 9,683.1 t.
    const corrected = await t.call('PUT', `/api/drilling/blasts/${first!.blast_id}`, { token: admin, body: blast({ material_id: limestone, holes_charged: 29, misfires: 1 }) });
    expect(corrected.json().data).toMatchObject({ volume_m3: 3654, tons_broken: 9683.1, misfires: 1 });
    const audit = await queryRows<{ action: string; details: { before: Blast; after: Blast } }>(
      t.database.db,
      sql`select action, details from audit_log where entity_type = 'blast' and entity_id = ${String(first!.blast_id)} order by id`,
    );
    expect(audit.map((row) => [row.action, row.details.after.tons_broken])).toEqual([
      ['blast.record', 10_017],
      ['blast.edit', 9683.1],
    ]);
    expect(audit[1]!.details.before.holes_charged).toBe(30);
    const kept = await t.call('DELETE', `/api/drilling/operators/${people.cvetka}`, { token: admin });
    expect([kept.statusCode, kept.json().error]).toEqual([409, DRILLING_MESSAGES.operatorInUse]);
    // A rig with drill logs is kept too, and the refusal says what names it.
    const rig = await t.call('DELETE', `/api/drill-rigs/${rigs.small}`, { token: admin });
    expect([rig.statusCode, rig.json().error]).toEqual([409, DRILLING_MESSAGES.usedInDrilling('Drill rig')]);
  });

  it('refuses a blast before it is fired, by a shotfirer not valid on its day, or of a material without a density', async () => {
    const gravel = (await t.call('GET', `/api/materials/${site.materialId}`, { token: admin })).json().data.name;
    const cases: [Record<string, unknown>, string][] = [
      [{ fired_at: new Date(t.clock.now().getTime() + HOUR).toISOString() }, DRILLING_MESSAGES.blastInFuture],
      [{ shotfirer_id: people.ana }, DRILLING_MESSAGES.notShotfirer('Ana Kos', '2026-03-02')],
      [{ material_id: site.materialId }, DRILLING_MESSAGES.noDensity(gravel)],
      [{ polygon_id: site.otherAreaPolygonId }, DRILLING_MESSAGES.noMaterialBroken],
    ];
    for (const [fields, message] of cases) {
      const answer = await post('/api/drilling/blasts', blast(fields));
      expect([answer.statusCode, answer.json().error], JSON.stringify(fields)).toEqual([400, message]);
    }
  });
  it('answers the period’s figures: rigs, blasts, powder factors and the approved plan against the actuals', async () => {
    const plan = await created('/api/drilling/plans', {
      year: 2026,
      lines: [
        { loading_area_id: site.areaId, polygon_id: site.polygonId, month: 3, rig_id: rigs.jumbo, metres: 500, holes: 40, volume_m3: 4500, tons: 12_000, explosives_kg: 3000 },
        { loading_area_id: site.areaId, polygon_id: null, month: 3, rig_id: null, metres: 100, holes: 8, volume_m3: 200, tons: 500, explosives_kg: 100 },
        { loading_area_id: site.areaId, polygon_id: null, month: 5, rig_id: null, metres: 900, holes: 70, volume_m3: 9000, tons: 24_000, explosives_kg: 6000 },
      ],
    });
    expect((await post(`/api/drilling/plans/${plan.revision_id}/approve`, { reason: 'Budget 2026' })).statusCode).toBe(200);

    const figures: DrillingFigures = (await t.call('GET', '/api/drilling/figures?from=2026-03-01&to=2026-03-02', { token: admin })).json().data;
    // Logs: 240 (corrected) + 36.5 + 150 + 20 (Bojan's night) on the T45, 80 on the HCR; hours 5 + 1.5 + 2 + 1 and 4.
    expect(figures.rigs.map((rig) => [rig.rig_name, rig.shifts, rig.metres, rig.drill_hours, rig.metres_per_shift])).toEqual([
      ['Atlas Copco T45', 2, 446.5, 9.5, 223.25],
      ['Furukawa HCR', 1, 80, 4, 80],
    ]);
    // Blasts (the first as corrected): 3,654 + 900 m3, 9,683.1 + 2,385 t, 2,500 + 600 kg, both fired on production day 2 March.
    expect(figures.blasts.map((one) => one.tons_broken)).toEqual([9683.1, 2385]);
    expect(figures.totals).toMatchObject({ metres: 526.5, drill_hours: 13.5, blasts: 2, volume_m3: 4554, tons_broken: 12_068.1, explosives_kg: 3100 });
    expect(figures.totals.powder_factor_kg_m3).toBeCloseTo(3100 / 4554, 10);
    expect(figures.totals.powder_factor_kg_t).toBeCloseTo(3100 / 12_068.1, 10);
    // May's line lies outside the period; the line without a rig counts for the month and the area only.
    const { by_month, by_area, by_rig } = figures.plan_vs_actual;
    expect(by_month).toEqual([expect.objectContaining({ month: '2026-03', planned_metres: 600, actual_metres: 526.5, planned_tons: 12_500, actual_tons: 12_068.1 })]);
    expect(by_area).toEqual([expect.objectContaining({ month: '2026-03', loading_area_id: site.areaId, planned_metres: 600, actual_metres: 526.5, planned_tons: 12_500, actual_tons: 12_068.1 })]);
    expect(by_rig.map((row) => [row.rig_name, row.planned_metres, row.actual_metres, row.planned_tons, row.actual_tons])).toEqual([
      ['Atlas Copco T45', 500, 446.5, 12_000, null],
      ['Furukawa HCR', 0, 80, 0, null],
    ]);
  });

  it('lets a Plan vs Actual reader read the figures but record nothing, and an operator read the muckpiles only', async () => {
    await post('/api/roles', { name: 'analyst', label: 'Analyst', grants: ['drilling.plan-vs-actual'] });
    const analyst = await t.signInAs('analyst');
    expect((await t.call('GET', '/api/drilling/figures?from=2026-03-01&to=2026-03-31', { token: analyst })).statusCode).toBe(200);
    const refused = await post('/api/drilling/logs', log({ hole_count: 1, depth_m: 1 }), analyst);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'You do not have permission for this action (Drilling / Actual Operations: Record)']);
    const operator = await t.signInAs('operator');
    expect((await t.call('GET', '/api/drilling/muckpiles', { token: operator })).json().data).toHaveLength(1);
    expect((await t.call('GET', '/api/drilling/logs?from=2026-03-01&to=2026-03-02', { token: operator })).statusCode).toBe(403);
  });
});
