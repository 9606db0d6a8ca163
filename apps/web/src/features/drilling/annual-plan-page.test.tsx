/**
 * The Annual Drilling Plan page against a test API: a reader sees the year's revisions and the draft's grid
 * without a control to change it; an editor who may approve saves what was typed, as lines of the months that
 * plan something, and approves the saved draft only with a reason.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlanRevision, PlanRevisionSummary } from '@weighbridge/contract/drilling-plans';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiTestServerForFile, permissionsOf, renderPage } from '../../app/testing/render-page';
import { AnnualPlanPage } from './annual-plan-page';

const api = apiTestServerForFile();
const READER = permissionsOf(['drilling.annual-plan'], ['drilling.annual-plan.view']);
const PLANNER = permissionsOf(['drilling.annual-plan'], ['drilling.annual-plan.view', 'drilling.annual-plan.edit', 'drilling.annual-plan.approve']);

const trail = { created_by: 'super', created_at: '2026-01-05T08:00:00Z', approved_by: null, approved_at: null, approval_reason: null, superseded_at: null };
const APPROVED: PlanRevisionSummary = {
  ...trail,
  revision_id: 1,
  year: 2026,
  revision: 1,
  status: 'approved',
  notes: null,
  approved_by: 'super',
  approved_at: '2026-01-06T08:00:00Z',
  approval_reason: 'Budget agreed',
  metres: 900,
  tons: 20000,
};
const DRAFT: PlanRevision = {
  ...trail,
  revision_id: 2,
  year: 2026,
  revision: 2,
  status: 'draft',
  notes: 'More in spring',
  metres: 1000,
  tons: 25000,
  lines: [
    { line_id: 5, loading_area_id: 1, area_name: 'North pit', polygon_id: 11, polygon_code: 'P-1', month: 3, rig_id: 7, rig_name: 'Rig A', metres: 1000, holes: 60, volume_m3: 9000, tons: 25000, explosives_kg: 4000 },
  ],
};
const { lines: _lines, ...draftSummary } = DRAFT;

beforeEach(() => {
  api.answer('GET /api/drilling/plans', { status: 200, body: { data: [draftSummary, APPROVED] } });
  api.answer('GET /api/drilling/plans/2', { status: 200, body: { data: DRAFT } });
  api.answer('GET /api/loading-areas', { status: 200, body: { data: [{ loading_area_id: 1, area_name: 'North pit', description: null, status: 'active' }] } });
  api.answer('GET /api/polygons', { status: 200, body: { data: [{ polygon_id: 11, loading_area_id: 1, registration_id: 'P-1', area_name: null, status: 'operational' }] } });
  api.answer('GET /api/drill-rigs', { status: 200, body: { data: [{ rig_id: 7, name: 'Rig A', model: null, status: 'active' }] } });
});

describe('the Annual Drilling Plan page', () => {
  it('shows a reader the year’s revisions and its draft, with nothing to change', async () => {
    renderPage(<AnnualPlanPage />, { permissions: READER });
    const revisions = await screen.findByRole('table', { name: 'Revisions' });
    expect(within(revisions).getByText('Budget agreed')).toBeTruthy();
    expect(within(revisions).getByText('Revision 2 · shown below')).toBeTruthy();
    const draft = await screen.findByRole('region', { name: 'Revision 2 of 2026' });
    const grid = within(draft).getByRole('table', { name: 'Plan of Metres by area, polygon and rig' });
    expect(within(grid).getByTestId('grand-total').textContent).toBe('1,000');
    expect(within(draft).queryByRole('textbox')).toBeNull();
    for (const name of ['New draft', 'Save draft', 'Delete draft', 'Approve']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('saves a planner’s typed figures and approves the draft with a reason', async () => {
    api.answer('PUT /api/drilling/plans/2', { status: 200, body: { data: DRAFT } });
    api.answer('POST /api/drilling/plans/2/approve', { status: 200, body: { data: { ...DRAFT, status: 'approved', approval_reason: 'Spring push' } } });
    renderPage(<AnnualPlanPage />, { permissions: PLANNER });
    const draft = await screen.findByRole('region', { name: 'Revision 2 of 2026' });
    fireEvent.change(await within(draft).findByLabelText('Metres of North pit · P-1 · Rig A in Apr'), { target: { value: '250' } });
    expect((within(draft).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(draft).getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    const saved = JSON.parse(api.requests.find((request) => request.method === 'PUT')!.body) as { notes: string; lines: { month: number; metres: number; tons: number }[] };
    expect(saved.notes).toBe('More in spring');
    expect(saved.lines.map((line) => [line.month, line.metres, line.tons])).toEqual([
      [3, 1000, 25000],
      [4, 250, 0],
    ]);

    await waitFor(() => expect((within(draft).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(draft).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve revision 2' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(api.requests.some((request) => request.url.endsWith('/approve'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Spring push' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.requests.some((request) => request.url.endsWith('/approve'))).toBe(true));
    expect(JSON.parse(api.requests.find((request) => request.url.endsWith('/approve'))!.body)).toEqual({ reason: 'Spring push' });
  });

  it('starts a new draft from a copy of the approved revision’s lines', async () => {
    const approvedLines = [
      { line_id: 1, loading_area_id: 1, area_name: 'North pit', polygon_id: null, polygon_code: null, month: 1, rig_id: null, rig_name: null, metres: 900, holes: 50, volume_m3: 8000, tons: 20000, explosives_kg: 3500 },
    ];
    api.answer('GET /api/drilling/plans/1', { status: 200, body: { data: { ...APPROVED, lines: approvedLines } } });
    api.answer('POST /api/drilling/plans', { status: 201, body: { data: { ...DRAFT, revision_id: 3, revision: 3, lines: [] } } });
    renderPage(<AnnualPlanPage />, { permissions: PLANNER });
    await screen.findByText('Budget agreed');
    fireEvent.click(await screen.findByRole('button', { name: 'New draft' }));
    const dialog = await screen.findByRole('dialog', { name: /^New draft of the \d{4} plan$/ });
    expect((within(dialog).getByRole('radio', { name: 'A copy of the approved revision' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST' && request.url === '/api/drilling/plans')).toBe(true));
    const created = JSON.parse(api.requests.find((request) => request.method === 'POST' && request.url === '/api/drilling/plans')!.body) as { lines: unknown[] };
    expect(created.lines).toEqual([{ loading_area_id: 1, polygon_id: null, month: 1, rig_id: null, metres: 900, holes: 50, volume_m3: 8000, tons: 20000, explosives_kg: 3500 }]);
  });
});
