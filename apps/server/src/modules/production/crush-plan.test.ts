/**
 * The crush plan: a draft copied from the approved revision is edited and approved with its reason, the year
 * keeps one approved revision (the one before superseded), approved and superseded revisions are read only,
 * and a revision answers its tons by plant, product and month.
 */
import type { CrushPlanDetail, CrushPlanRevision } from '@weighbridge/contract/crush-plan';
import { PRODUCTION_MESSAGES } from '@weighbridge/contract/production';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';

describe.each(ENGINES)('the crush plan on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let admin: string;
  let jaw: number;
  let cone: number;
  let sand: number;
  let gravel: number;

  const call = (method: string, url: string, body?: unknown, token = admin) => t.call(method, url, { token, body });
  const created = async (url: string, body: unknown) => {
    const response = await call('POST', url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  beforeAll(async () => {
    admin = await t.signInAs('admin');
    jaw = (await created('/api/crushing-plants', { name: 'Jaw crusher' })).plant_id;
    cone = (await created('/api/crushing-plants', { name: 'Cone crusher' })).plant_id;
    sand = (await created('/api/materials', { name: 'Sand 0-4', registration_id: 'P-0-4', size_from_mm: 0, size_to_mm: 4 })).material_id;
    gravel = (await created('/api/materials', { name: 'Gravel 8-16', registration_id: 'P-8-16', size_from_mm: 8, size_to_mm: 16 })).material_id;
  });

  it('keeps revisions of a year with who, when and why, and one approved revision at a time', async () => {
    const first: CrushPlanDetail = await created('/api/production/crush-plans', { year: 2026 });
    expect(first).toMatchObject({ year: 2026, revision_number: 1, status: 'draft', based_on_revision_id: null, lines: [], total_tons: 0, approved_at: null });

    const lines = [
      { plant_id: jaw, material_id: sand, month: 1, tons: 1000 },
      { plant_id: jaw, material_id: sand, month: 2, shift_name: 'Morning', tons: 400 },
      { plant_id: jaw, material_id: sand, month: 2, shift_name: 'Night', tons: 350.5 },
      { plant_id: cone, material_id: gravel, month: 12, tons: 2000 },
    ];
    const edited = await call('PUT', `/api/production/crush-plans/${first.revision_id}/lines`, { lines });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.total_tons).toBe(3750.5);
    // The compare-ready shape: the shifts of a month summed, a column per month.
    expect(edited.json().data.tons).toEqual([
      { plant_id: cone, plant_name: 'Cone crusher', material_id: gravel, material_name: 'Gravel 8-16', months: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2000], total: 2000 },
      { plant_id: jaw, plant_name: 'Jaw crusher', material_id: sand, material_name: 'Sand 0-4', months: [1000, 750.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], total: 1750.5 },
    ]);

    const approved = await call('POST', `/api/production/crush-plans/${first.revision_id}/approve`, { reason: 'Budget 2026 as agreed with the owner' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', approved_by: expect.stringMatching(/^admin/), approved_at: t.clock.now().toISOString(), approval_reason: 'Budget 2026 as agreed with the owner' });

    // An approved revision is read only; a new draft starts as its copy.
    const locked = await call('PUT', `/api/production/crush-plans/${first.revision_id}/lines`, { lines: [] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toBe(PRODUCTION_MESSAGES.revisionReadOnly);
    const second: CrushPlanDetail = await created('/api/production/crush-plans', { year: 2026 });
    expect(second).toMatchObject({ revision_number: 2, status: 'draft', based_on_revision_id: first.revision_id, total_tons: 3750.5 });
    expect(second.lines).toEqual(edited.json().data.lines);
    const empty: CrushPlanDetail = await created('/api/production/crush-plans', { year: 2026, empty: true });
    expect(empty).toMatchObject({ revision_number: 3, based_on_revision_id: null, lines: [] });

    await call('PUT', `/api/production/crush-plans/${second.revision_id}/lines`, { lines: [{ plant_id: jaw, material_id: sand, month: 1, tons: 1200 }] });
    t.clock.advance(3_600_000);
    expect((await call('POST', `/api/production/crush-plans/${second.revision_id}/approve`, { reason: 'Second quarry face opened' })).statusCode).toBe(200);

    const revisions: CrushPlanRevision[] = (await call('GET', '/api/production/crush-plans?year=2026')).json().data;
    expect(revisions.map((one) => [one.revision_number, one.status, one.total_tons])).toEqual([
      [3, 'draft', 0],
      [2, 'approved', 1200],
      [1, 'superseded', 3750.5],
    ]);
    expect(revisions[2]!.superseded_at).toBe(t.clock.now().toISOString());
    expect(revisions.filter((one) => one.status === 'approved')).toHaveLength(1);
    const superseded = await call('POST', `/api/production/crush-plans/${first.revision_id}/approve`, { reason: 'Back to the first' });
    expect(superseded.statusCode).toBe(409);

    const audit = await queryRows<{ action: string; entity_id: string }>(t.database.db, sql`select action, entity_id from audit_log where entity_type = 'crush_plan' order by id`);
    expect(audit.map((row) => row.action)).toEqual(['crush_plan.create', 'crush_plan.edit', 'crush_plan.approve', 'crush_plan.create', 'crush_plan.create', 'crush_plan.edit', 'crush_plan.approve']);
  });

  it('refuses lines of unknown plants, products or shifts, a line twice, and an approval without its reason', async () => {
    const draft: CrushPlanDetail = await created('/api/production/crush-plans', { year: 2027, empty: true });
    const url = `/api/production/crush-plans/${draft.revision_id}/lines`;
    const cases: [unknown, number, string][] = [
      [[{ plant_id: 999_999, material_id: sand, month: 1, tons: 1 }], 400, 'Crushing plant 999999 does not exist'],
      [[{ plant_id: jaw, material_id: 999_999, month: 1, tons: 1 }], 400, 'Material 999999 does not exist'],
      [[{ plant_id: jaw, material_id: sand, month: 1, shift_name: 'Graveyard', tons: 1 }], 400, "The site's shifts have none named 'Graveyard'"],
      [[{ plant_id: jaw, material_id: sand, month: 13, tons: 1 }], 400, 'Lines (0.month) must be from 1 to 12'],
      [[{ plant_id: jaw, material_id: sand, month: 1, tons: -1 }], 400, 'Lines (0.tons) must not be negative'],
      [
        [
          { plant_id: jaw, material_id: sand, month: 3, tons: 1 },
          { plant_id: jaw, material_id: sand, month: 3, tons: 2 },
        ],
        400,
        'The plan has two lines for Jaw crusher, Sand 0-4, month 3: one line each',
      ],
    ];
    for (const [lines, status, error] of cases) {
      const response = await call('PUT', url, { lines });
      expect(response.statusCode, JSON.stringify(lines)).toBe(status);
      expect(response.json().error).toMatch(error);
    }
    const noReason = await call('POST', `/api/production/crush-plans/${draft.revision_id}/approve`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('Reason is required');
    expect((await call('GET', '/api/production/crush-plans/999999')).json().error).toBe(PRODUCTION_MESSAGES.revisionNotFound);
  });

  it('lets a viewer neither read nor change the plan', async () => {
    const viewer = await t.signInAs('viewer');
    expect((await call('GET', '/api/production/crush-plans', undefined, viewer)).statusCode).toBe(403);
    expect((await call('POST', '/api/production/crush-plans', { year: 2026 }, viewer)).statusCode).toBe(403);
  });
});
