import type { CrushPlanDetail, CrushPlanRevision, PlanLine } from '@weighbridge/contract/crush-plan';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiTestServerForFile, permissionsOf, renderPage } from '../../app/testing/render-page';
import { CrushPlanPage } from './crush-plan-page';

const api = apiTestServerForFile();
const PAGES = ['production.crush-plan'];
const VIEWER = permissionsOf(PAGES, ['production.crush-plan.view']);
const EDITOR = permissionsOf(PAGES, ['production.crush-plan.view', 'production.crush-plan.edit']);
const PLANNER = permissionsOf(PAGES, ['production.crush-plan.view', 'production.crush-plan.edit', 'production.crush-plan.approve']);

const trail = { created_by: 'ada', created_at: '2026-01-05T08:00:00Z', approved_by: null, approved_at: null, approval_reason: null, superseded_at: null };
const approved: CrushPlanRevision = {
  ...trail,
  revision_id: 4,
  year: 2026,
  revision_number: 1,
  status: 'approved',
  based_on_revision_id: null,
  approved_by: 'ada',
  approved_at: '2026-01-06T09:00:00Z',
  approval_reason: 'Budget',
  total_tons: 1200,
};
const draft: CrushPlanRevision = { ...trail, revision_id: 5, year: 2026, revision_number: 2, status: 'draft', based_on_revision_id: 4, total_tons: 1200 };
const line = (month: number, tons: number): PlanLine => ({ plant_id: 1, plant_name: 'Jaw crusher', material_id: 7, material_name: 'Sand', month, shift_name: null, tons });
const lines = Array.from({ length: 12 }, (_, month) => line(month + 1, month === 0 ? 1200 : 0));
const detail = (revision: CrushPlanRevision): CrushPlanDetail => ({ ...revision, lines, tons: [] });

function answerPage() {
  api.answer('GET /api/production/crush-plans', { status: 200, body: { data: [draft, approved] } });
  api.answer('GET /api/production/crush-plans/5', { status: 200, body: { data: detail(draft) } });
  api.answer('GET /api/production/crush-plans/4', { status: 200, body: { data: detail(approved) } });
  api.answer('GET /api/crushing-plants', { status: 200, body: { data: [] } });
  api.answer('GET /api/materials', { status: 200, body: { data: [] } });
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('the Crush Plan page', () => {
  it('opens on the draft and shows every control disabled to one who may only read', async () => {
    answerPage();
    renderPage(<CrushPlanPage />, { permissions: VIEWER });
    const draftSection = await screen.findByRole('region', { name: 'Revision 2 of 2026' });
    expect(button('New draft').disabled).toBe(true);
    expect(within(draftSection).getByRole<HTMLButtonElement>('button', { name: 'Save lines' }).disabled).toBe(true);
    expect(within(draftSection).getByRole<HTMLButtonElement>('button', { name: 'Approve' }).disabled).toBe(true);
    expect(within(draftSection).queryByRole('textbox', { name: /January/ })).toBeNull();
    expect(within(draftSection).getByRole('table').textContent).toContain('1,200');
  });

  it('shows an approved revision read only, with who approved it and why', async () => {
    answerPage();
    renderPage(<CrushPlanPage />, { permissions: PLANNER });
    fireEvent.click(await screen.findByRole('button', { name: 'Show revision 1' }));
    const section = await screen.findByRole('region', { name: 'Revision 1 of 2026' });
    expect(within(section).queryByRole('button', { name: 'Save lines' })).toBeNull();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).getByText(/are kept as they were/)).toBeTruthy();
    const row = within(screen.getByRole('table', { name: 'Revisions' })).getByRole('row', { name: /Budget/ });
    expect(row.textContent).toContain('Approved');
  });

  it("saves a draft's typed tons as its lines, and approves it with a reason only once saved", async () => {
    answerPage();
    api.answer('PUT /api/production/crush-plans/5/lines', { status: 200, body: { data: detail(draft) } });
    api.answer('POST /api/production/crush-plans/5/approve', { status: 200, body: { data: detail({ ...draft, status: 'approved' }) } });
    renderPage(<CrushPlanPage />, { permissions: PLANNER });
    const march = await screen.findByRole('textbox', { name: 'Jaw crusher, Sand, Whole day, March' });
    fireEvent.change(march, { target: { value: '450' } });
    expect(button('Approve').disabled).toBe(true);
    fireEvent.click(button('Save lines'));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    const sent = JSON.parse(api.requests.findLast((request) => request.method === 'PUT')!.body) as { lines: { month: number; tons: number }[] };
    expect(sent.lines).toHaveLength(12);
    expect(sent.lines.filter((sentLine) => sentLine.tons > 0)).toEqual([
      { plant_id: 1, material_id: 7, month: 1, shift_name: null, tons: 1200 },
      { plant_id: 1, material_id: 7, month: 3, shift_name: null, tons: 450 },
    ]);
    await waitFor(() => expect(button('Approve').disabled).toBe(false));

    fireEvent.click(button('Approve'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve revision 2' });
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Approve' });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(api.requests.some((request) => request.url.endsWith('/approve'))).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Second quarter raised' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(api.requests.some((request) => request.url.endsWith('/approve'))).toBe(true));
    expect(JSON.parse(api.requests.findLast((request) => request.url.endsWith('/approve'))!.body)).toEqual({ reason: 'Second quarter raised' });
  });

  it('lets one who edits save but not approve', async () => {
    answerPage();
    renderPage(<CrushPlanPage />, { permissions: EDITOR });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Jaw crusher, Sand, Whole day, May' }), { target: { value: '10' } });
    expect(button('Save lines').disabled).toBe(false);
    expect(button('Approve').disabled).toBe(true);
    expect(button('New draft').disabled).toBe(false);
  });
});
