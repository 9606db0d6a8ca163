import type { BoardMachine, Gap, Stop, StopReason } from '@weighbridge/contract/stops';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiTestServerForFile, permissionsOf, renderPage } from '../../app/testing/render-page';
import { StopCounterPage } from './stop-counter-page';

const api = apiTestServerForFile();
const VIEWER = permissionsOf(['production.stop-counter'], ['production.stop-counter.view']);
const RECORDER = permissionsOf(['production.stop-counter'], ['production.stop-counter.view', 'production.stop-counter.record']);

const reason = (reason_id: number, name: string, fields: Partial<StopReason> = {}): StopReason => ({
  reason_id,
  equipment_class: 'plant',
  parent_id: null,
  name,
  category: 'standby',
  planned: false,
  comment_required: false,
  active: true,
  ...fields,
});
const REASONS = [reason(1, 'No feed'), reason(2, 'Breakdown', { category: 'unscheduled_maintenance', comment_required: true }), reason(3, 'Old reason', { active: false })];

/** A stop of plant 7 since 14:05 at the site (12:05 UTC in summer), without a reason. */
const openGap: Stop = {
  stop_id: 40,
  equipment_class: 'plant',
  machine_id: 7,
  machine_name: 'Jaw crusher',
  started_at: '2026-07-01T12:05:00Z',
  ended_at: null,
  reason_id: null,
  reason_name: null,
  category: null,
  comment: null,
  source: 'detected',
  detection: 'no_deliveries',
  recorded_by: null,
};
const MACHINES: BoardMachine[] = [
  { equipment_class: 'plant', machine_id: 7, name: 'Jaw crusher', open_stop: openGap },
  { equipment_class: 'plant', machine_id: 8, name: 'Cone crusher', open_stop: null },
];

/** The cone crusher's station had no delivery from 15:10 to 16:40 at the site (13:10-14:40 UTC in summer). */
const GAP: Gap = {
  equipment_class: 'plant',
  machine_id: 8,
  name: 'Cone crusher',
  started_at: '2026-07-01T13:10:00.000Z',
  ended_at: '2026-07-01T14:40:00.000Z',
  detection: 'no_deliveries',
  usual_cycle_minutes: 12.5,
};

function answerPage() {
  api.answer('GET /api/stops/board', { status: 200, body: { data: MACHINES } });
  api.answer('GET /api/stops', { status: 200, body: { data: [] } });
  api.answer('GET /api/stops/gaps', { status: 200, body: { data: [GAP] } });
  api.answer('GET /api/stop-reasons', { status: 200, body: { data: REASONS } });
}

/** The page at its address, with the search of a link that opened it. */
const ProductionStopCounter = ({ search = '' }: { search?: string }) => (
  <MemoryRouter initialEntries={[`/production/stop-counter${search}`]}>
    <StopCounterPage module="production" />
  </MemoryRouter>
);

const tileOf = async (name: string) => (await screen.findByText(name, { selector: 'p' })).closest('[role="listitem"]') as HTMLElement;

describe('the Stop Counter board', () => {
  it('shows which machine runs and which stands since when on the site’s clock, without buttons for a viewer', async () => {
    answerPage();
    renderPage(<ProductionStopCounter />, { permissions: VIEWER });
    const jaw = await tileOf('Jaw crusher');
    expect(within(jaw).getByText('Stopped')).toBeTruthy();
    expect(within(jaw).getByText('Stopped since 14:05 · Not classified')).toBeTruthy();
    expect(within(await tileOf('Cone crusher')).getByText('Running')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Stop |^Run / })).toBeNull();
    expect(api.requests.find((request) => request.url.startsWith('/api/stops/board'))?.url).toBe('/api/stops/board?equipment_class=plant');
  });

  it('asks a recorder for the reason before running a stop that has none, and wants the comment the reason asks for', async () => {
    answerPage();
    api.answer('POST /api/stops/40/end', { status: 200, body: { data: { ...openGap, ended_at: '2026-07-01T12:35:00Z', reason_id: 2, reason_name: 'Breakdown' } } });
    renderPage(<ProductionStopCounter />, { permissions: RECORDER });
    fireEvent.click(within(await tileOf('Jaw crusher')).getByRole('button', { name: 'Run Jaw crusher again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run Jaw crusher again' });
    const select = within(dialog).getByLabelText(/Reason/) as HTMLSelectElement;
    // Only the plant's reasons in use are offered.
    await waitFor(() => expect([...select.options].map((option) => option.textContent)).toEqual(['Choose a reason', 'No feed', 'Breakdown']));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("A comment is required for 'Breakdown'")).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Bearing seized' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(api.requests.find((request) => request.method === 'POST')!.body)).toEqual({ reason_id: 2, comment: 'Bearing seized' });
  });

  it('lists the day’s gaps nobody accounted for, and records one classified as a stop detected from the weighbridge', async () => {
    answerPage();
    api.answer('POST /api/stops', { status: 201, body: { data: { ...openGap, stop_id: 41, machine_id: 8, machine_name: 'Cone crusher', started_at: GAP.started_at, ended_at: GAP.ended_at, reason_id: 1, reason_name: 'No feed' } } });
    renderPage(<ProductionStopCounter />, { permissions: RECORDER });
    const gaps = await screen.findByRole('table', { name: 'Gaps not accounted for' });
    const row = within(gaps).getByText('Cone crusher').closest('tr') as HTMLElement;
    expect(within(row).getByText('15:10')).toBeTruthy();
    expect(within(row).getByText('16:40')).toBeTruthy();
    expect(within(row).getByText('1 h 30 min')).toBeTruthy();
    expect(within(row).getByText('12.5 min')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Classify the gap of Cone crusher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Classify the gap of Cone crusher' });
    const select = within(dialog).getByLabelText(/Reason/) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(3));
    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(api.requests.find((request) => request.method === 'POST' && request.url === '/api/stops')!.body)).toEqual({
      equipment_class: 'plant',
      machine_id: 8,
      started_at: GAP.started_at,
      ended_at: GAP.ended_at,
      detection: 'no_deliveries',
      reason_id: 1,
      comment: null,
    });
  });

  it('opens on the machine its address names, and shows all machines again when asked', async () => {
    answerPage();
    renderPage(<ProductionStopCounter search="?machine=8" />, { permissions: VIEWER });
    const board = await screen.findByRole('list', { name: 'Machines and their state' });
    await waitFor(() => expect(within(board).getAllByRole('listitem').map((tile) => within(tile).getByText(/crusher/, { selector: 'p' }).textContent)).toEqual(['Cone crusher']));
    expect((screen.getByRole('combobox', { name: 'Machine' }) as HTMLInputElement).value).toBe('Cone crusher');
    // The gap of the cone crusher is its own; the jaw crusher's stop is not shown.
    expect(within(await screen.findByRole('table', { name: 'Gaps not accounted for' })).getByText('Cone crusher')).toBeTruthy();

    // The list scrolls its chosen option into view, which jsdom does not draw.
    Element.prototype.scrollIntoView ??= () => undefined;
    fireEvent.click(screen.getByRole('combobox', { name: 'Machine' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All machines' }));
    await waitFor(() => expect(within(board).getAllByRole('listitem')).toHaveLength(2));
  });
});
