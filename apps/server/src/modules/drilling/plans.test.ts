/**
 * Operators and the annual drilling plan: an operator's competencies are kept with it, a plan's draft is
 * rewritten until it is approved with a reason, approving a new revision supersedes the year's plan (one
 * approved at a time), approved and superseded revisions are read-only, and who may edit or approve is the
 * page's.
 */
import { DRILLING_MESSAGES } from '@weighbridge/contract/drilling';
import type { PlanRevision, PlanRevisionSummary } from '@weighbridge/contract/drilling-plans';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { makeSite, type Site } from '../../test/site-data.js';

describe.each(ENGINES)('the annual drilling plan on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  let admin: string;
  let rig: number;

  const post = async (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
  const line = (extra: Record<string, unknown> = {}) => ({
    loading_area_id: site.areaId,
    polygon_id: site.polygonId,
    month: 3,
    rig_id: rig,
    metres: 1200,
    holes: 96,
    volume_m3: 15_000,
    tons: 39_750,
    explosives_kg: 9_000,
    ...extra,
  });

  beforeAll(async () => {
    site = await makeSite(t);
    admin = site.adminToken;
    rig = (await post('/api/drill-rigs', { name: 'Sandvik DP1100i' })).json().data.rig_id;
  });

  it('keeps an operator with their competencies, each kind once, and names them in use', async () => {
    const created = await post('/api/drilling/operators', {
      name: 'Marko Novak',
      competencies: [
        { kind: 'shotfirer', expires_on: '2027-06-30' },
        { kind: 'drill_operator', expires_on: '2026-12-31' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const operator = created.json().data;
    expect(operator).toEqual({
      operator_id: operator.operator_id,
      name: 'Marko Novak',
      competencies: [
        { kind: 'drill_operator', expires_on: '2026-12-31' },
        { kind: 'shotfirer', expires_on: '2027-06-30' },
      ],
      status: 'active',
    });
    const changed = await t.call('PUT', `/api/drilling/operators/${operator.operator_id}`, { token: admin, body: { name: 'Marko Novak', competencies: [{ kind: 'shotfirer', expires_on: '2028-01-31' }] } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.competencies).toEqual([{ kind: 'shotfirer', expires_on: '2028-01-31' }]);

    const twice = await post('/api/drilling/operators', { name: 'Ivo', competencies: [{ kind: 'shotfirer', expires_on: '2027-01-01' }, { kind: 'shotfirer', expires_on: '2028-01-01' }] });
    expect([twice.statusCode, twice.json().error]).toEqual([400, DRILLING_MESSAGES.competencyTwice('shotfirer')]);
    const taken = await post('/api/drilling/operators', { name: 'marko novak' });
    expect([taken.statusCode, taken.json().error]).toEqual([409, DRILLING_MESSAGES.operatorNameTaken('marko novak')]);
    const badKind = await post('/api/drilling/operators', { name: 'Ivo', competencies: [{ kind: 'welder', expires_on: '2027-01-01' }] });
    expect([badKind.statusCode, badKind.json().error]).toEqual([400, 'Competencies (0.kind) must be one of drill_operator, shotfirer']);
  });

  it('rewrites a draft, approves it with a reason, and then keeps it as it was approved', async () => {
    const created = await post('/api/drilling/plans', { year: 2026, notes: 'First cut', lines: [line()] });
    expect(created.statusCode).toBe(201);
    const draft: PlanRevision = created.json().data;
    expect(draft).toMatchObject({ year: 2026, revision: 1, status: 'draft', notes: 'First cut', created_by: expect.stringMatching(/^admin/), approved_at: null, metres: 1200, tons: 39_750 });
    expect(draft.lines).toEqual([
      expect.objectContaining({ loading_area_id: site.areaId, polygon_id: site.polygonId, polygon_code: 'P-01', month: 3, rig_id: rig, rig_name: 'Sandvik DP1100i', metres: 1200, holes: 96 }),
    ]);

    const rewritten = await t.call('PUT', `/api/drilling/plans/${draft.revision_id}`, {
      token: admin,
      body: { notes: 'With April', lines: [line(), line({ month: 4, metres: 800.5, tons: 20_000, polygon_id: null, rig_id: null })] },
    });
    expect(rewritten.statusCode).toBe(200);
    expect(rewritten.json().data).toMatchObject({ notes: 'With April', metres: 2000.5, tons: 59_750 });

    t.clock.advance(60_000);
    const approved = await post(`/api/drilling/plans/${draft.revision_id}/approve`, { reason: 'Agreed with the quarry manager' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', approved_by: expect.stringMatching(/^admin/), approved_at: t.clock.now().toISOString(), approval_reason: 'Agreed with the quarry manager' });

    const edited = await t.call('PUT', `/api/drilling/plans/${draft.revision_id}`, { token: admin, body: { notes: null, lines: [] } });
    expect([edited.statusCode, edited.json().error]).toEqual([409, DRILLING_MESSAGES.planReadOnly]);
    const deleted = await t.call('DELETE', `/api/drilling/plans/${draft.revision_id}`, { token: admin });
    expect([deleted.statusCode, deleted.json().error]).toEqual([409, DRILLING_MESSAGES.planReadOnly]);
    const again = await post(`/api/drilling/plans/${draft.revision_id}/approve`, { reason: 'Twice' });
    expect([again.statusCode, again.json().error]).toEqual([409, DRILLING_MESSAGES.planAlreadyApproved]);
    expect((await t.call('GET', `/api/drilling/plans/${draft.revision_id}`, { token: admin })).json().data.lines).toHaveLength(2);
  });

  it('keeps one approved revision a year: approving the next supersedes it, and the superseded stays superseded', async () => {
    const [first] = (await t.call('GET', '/api/drilling/plans?year=2026', { token: admin })).json().data as PlanRevisionSummary[];
    const second: PlanRevision = (await post('/api/drilling/plans', { year: 2026, notes: 'Revised after the March blasts', lines: [line({ metres: 1500 })] })).json().data;
    expect(second.revision).toBe(2);
    const approved = await post(`/api/drilling/plans/${second.revision_id}/approve`, { reason: 'North wall pushed back' });
    expect(approved.statusCode).toBe(200);

    const year: PlanRevisionSummary[] = (await t.call('GET', '/api/drilling/plans?year=2026', { token: admin })).json().data;
    expect(year.map((revision) => [revision.revision, revision.status])).toEqual([
      [2, 'approved'],
      [1, 'superseded'],
    ]);
    expect(year[1]!.superseded_at).toBe(t.clock.now().toISOString());
    expect(year[1]!.approval_reason).toBe('Agreed with the quarry manager');

    const reapproved = await post(`/api/drilling/plans/${first!.revision_id}/approve`, { reason: 'Back to the first' });
    expect([reapproved.statusCode, reapproved.json().error]).toEqual([409, DRILLING_MESSAGES.planSuperseded]);
    const approvedRows = await queryRows(t.database.db, sql`select revision from drilling_plan_revisions where year = 2026 and status = 'approved'`);
    expect(approvedRows).toEqual([{ revision: 2 }]);

    const audit = await queryRows<{ action: string }>(t.database.db, sql`select action from audit_log where entity_type = 'drilling_plan' and entity_id = ${String(second.revision_id)} order by id`);
    expect(audit.map((row) => row.action)).toEqual(['drilling_plan.create', 'drilling_plan.approve']);
  });

  it('deletes a draft, and refuses lines that name a polygon of another area or no such rig', async () => {
    const draft: PlanRevision = (await post('/api/drilling/plans', { year: 2027, lines: [] })).json().data;
    expect(draft).toMatchObject({ revision: 1, metres: 0, lines: [] });
    const deleted = await t.call('DELETE', `/api/drilling/plans/${draft.revision_id}`, { token: admin });
    expect([deleted.statusCode, deleted.json().message]).toEqual([200, DRILLING_MESSAGES.planDeleted]);
    expect((await t.call('GET', `/api/drilling/plans/${draft.revision_id}`, { token: admin })).statusCode).toBe(404);

    const otherArea = await post('/api/drilling/plans', { year: 2027, lines: [line({ polygon_id: site.otherAreaPolygonId })] });
    expect([otherArea.statusCode, otherArea.json().error]).toEqual([400, DRILLING_MESSAGES.polygonOfOtherArea('P-99')]);
    const noRig = await post('/api/drilling/plans', { year: 2027, lines: [line({ rig_id: 999_999 })] });
    expect([noRig.statusCode, noRig.json().error]).toEqual([400, DRILLING_MESSAGES.unknownRig(999_999)]);
    const badMonth = await post('/api/drilling/plans', { year: 2027, lines: [line({ month: 13 })] });
    expect([badMonth.statusCode, badMonth.json().error]).toEqual([400, 'Plan lines (0.month) must be from 1 to 12']);
  });

  it('lets a planner edit but not approve, and a Plan vs Actual reader read but not edit', async () => {
    await post('/api/roles', { name: 'planner', label: 'Planner', grants: ['drilling.annual-plan.view', 'drilling.annual-plan.edit'] });
    await post('/api/roles', { name: 'analyst', label: 'Analyst', grants: ['drilling.plan-vs-actual'] });
    const planner = await t.signInAs('planner');
    const analyst = await t.signInAs('analyst');
    const draft = await post('/api/drilling/plans', { year: 2028, lines: [line()] }, planner);
    expect(draft.statusCode).toBe(201);
    const approve = await post(`/api/drilling/plans/${draft.json().data.revision_id}/approve`, { reason: 'Mine' }, planner);
    expect([approve.statusCode, approve.json().error]).toEqual([403, 'You do not have permission for this action (Drilling / Annual Drilling Plan: Approve)']);
    expect((await t.call('GET', '/api/drilling/plans?year=2028', { token: analyst })).statusCode).toBe(200);
    expect((await post('/api/drilling/plans', { year: 2028, lines: [] }, analyst)).statusCode).toBe(403);
  });
});
