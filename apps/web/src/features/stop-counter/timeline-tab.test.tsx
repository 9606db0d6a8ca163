import type { SiteInfo } from '@weighbridge/contract/site';
import type { BoardMachine, Gap, Stop, StopReason } from '@weighbridge/contract/stops';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiTestServerForFile, permissionsOf, renderPage } from '../../app/testing/render-page';
import { StopCounterPage } from './stop-counter-page';

const api = apiTestServerForFile();
const VIEWER = permissionsOf(['garage.stop-counter'], ['garage.stop-counter.view']);
const RECORDER = permissionsOf(['garage.stop-counter'], ['garage.stop-counter.view', 'garage.stop-counter.record']);
const EDITOR = permissionsOf(['garage.stop-counter'], ['garage.stop-counter.view', 'garage.stop-counter.edit']);

/** The site works three shifts of its own names from 06:00; the tests run at 12:00 there (10:00 UTC, summer): in Dawn. */
const SITE: SiteInfo = {
  name: 'Quarry',
  timeZone: 'Europe/Ljubljana',
  logoUrl: null,
  shifts: {
    dayStart: '06:00',
    shifts: [
      { name: 'Dawn', start: '06:00', end: '14:00' },
      { name: 'Dusk', start: '14:00', end: '22:00' },
      { name: 'Owl', start: '22:00', end: '06:00' },
    ],
  },
  weights: { unit: 't', decimals: 2 },
};
const NOW = new Date('2026-07-01T10:00:00Z');

const REFUELLING: StopReason = { reason_id: 5, equipment_class: 'vehicle', parent_id: null, name: 'Refuelling', category: 'operating_delay', planned: true, comment_required: false, active: true };

const stop = (stop_id: number, machine_id: number, started_at: string, ended_at: string | null, reason: Partial<Stop> = {}): Stop => ({
  stop_id,
  equipment_class: 'vehicle',
  machine_id,
  machine_name: machine_id === 3 ? 'TK 1' : 'TK 2',
  started_at,
  ended_at,
  reason_id: null,
  reason_name: null,
  category: null,
  comment: null,
  source: 'manual',
  detection: null,
  recorded_by: 'someone',
  ...reason,
});
const MACHINES: BoardMachine[] = [
  { equipment_class: 'vehicle', machine_id: 3, name: 'TK 1', open_stop: null },
  { equipment_class: 'vehicle', machine_id: 4, name: 'TK 2', open_stop: stop(22, 4, '2026-07-01T09:30:00Z', null) },
];
/**
 * TK 1 broke down from 05:30 to 07:00 at the site, across Dawn's start (60 min of it in Dawn), and stood from 11:00
 * to 11:30 without a reason; TK 2 stands since 11:30, without a reason. TK 1 went unweighed from 08:00 to 09:15.
 */
const STOPS = [
  stop(20, 3, '2026-07-01T03:30:00Z', '2026-07-01T05:00:00Z', { reason_id: 9, reason_name: 'Breakdown', category: 'unscheduled_maintenance' }),
  stop(21, 3, '2026-07-01T09:00:00Z', '2026-07-01T09:30:00Z'),
  MACHINES[1]!.open_stop!,
];
const GAP: Gap = { equipment_class: 'vehicle', machine_id: 3, name: 'TK 1', started_at: '2026-07-01T06:00:00.000Z', ended_at: '2026-07-01T07:15:00.000Z', detection: 'no_weighing', usual_cycle_minutes: 25 };

function answerPage() {
  api.answer('GET /api/site', { status: 200, body: { data: SITE } });
  api.answer('GET /api/stops/board', { status: 200, body: { data: MACHINES } });
  api.answer('GET /api/stops', { status: 200, body: { data: STOPS } });
  api.answer('GET /api/stops/gaps', { status: 200, body: { data: [GAP] } });
  api.answer('GET /api/stop-reasons', { status: 200, body: { data: [REFUELLING] } });
}

async function openTimeline(permissions: ReturnType<typeof permissionsOf>) {
  answerPage();
  renderPage(
    <MemoryRouter>
      <StopCounterPage module="garage" />
    </MemoryRouter>,
    { permissions },
  );
  fireEvent.click(await screen.findByRole('tab', { name: 'Timeline' }));
  return screen.findByRole('listitem', { name: 'Timeline of TK 1' });
}

const placement = (element: HTMLElement) => ({ left: element.style.left, width: element.style.width });

describe('the Stop Counter’s shift timeline', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on the current shift of the site’s own pattern, with the hours of the site’s clock along the top', async () => {
    await openTimeline(VIEWER);
    await waitFor(() => expect((screen.getByLabelText('Shift') as HTMLSelectElement).value).toBe('Dawn'));
    expect([...(screen.getByLabelText('Shift') as HTMLSelectElement).options].map((option) => option.value)).toEqual(['Dawn', 'Dusk', 'Owl']);
    expect((screen.getByLabelText('Production day') as HTMLInputElement).value).toBe('2026-07-01');
    expect(screen.getByText('06:00 – 14:00')).toBeTruthy();
    const hours = screen.getByRole('img', { name: 'Hours of the shift' });
    expect(within(hours).getAllByText(/^\d\d:00$/).map((tick) => tick.textContent)).toEqual(['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00']);
    expect(api.requests.some((request) => request.url === `/api/stops/gaps?from=${encodeURIComponent('2026-07-01T04:00:00.000Z')}&to=${encodeURIComponent('2026-07-01T12:00:00.000Z')}&equipment_class=vehicle`)).toBe(true);
  });

  it('shows each truck’s stops cut to the shift, open ones to now, and the gap nobody accounted for, with the minutes of each', async () => {
    const tk1 = await openTimeline(VIEWER);
    // An hour of the 8-hour shift is 12.5 % of the bar.
    const breakdown = await within(tk1).findByRole('img', { name: 'TK 1: Breakdown, 06:00 – 07:00 (1 h 00 min)' });
    expect(placement(breakdown)).toEqual({ left: '0%', width: '12.5%' });
    expect(placement(within(tk1).getByRole('img', { name: 'TK 1: Not classified, 11:00 – 11:30 (0 h 30 min)' }))).toEqual({ left: '62.5%', width: '6.25%' });
    const gap = within(tk1).getByRole('img', { name: 'TK 1: Not accounted for, 08:00 – 09:15 (1 h 15 min)' });
    expect(placement(gap)).toEqual({ left: '25%', width: '15.625%' });
    expect(gap.textContent).toBe('Not accounted for');
    // Stopped 60 + 30 minutes, 75 not accounted for.
    expect(within(tk1).getByText('90 min')).toBeTruthy();
    expect(within(tk1).getByText('75 min')).toBeTruthy();

    const tk2 = screen.getByRole('listitem', { name: 'Timeline of TK 2' });
    expect(placement(within(tk2).getByRole('img', { name: 'TK 2: Not classified, 11:30 – now (0 h 30 min)' }))).toEqual({ left: '68.75%', width: '6.25%' });
    expect(within(tk2).getByText('30 min')).toBeTruthy();
    expect(within(tk2).getByText('0 min')).toBeTruthy();
    // A viewer acts on nothing.
    expect(within(screen.getByRole('list', { name: 'Shift timeline' })).queryAllByRole('button')).toEqual([]);
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Breakdown (unscheduled maintenance)',
      'Scheduled maintenance',
      'Standby',
      'External',
      'Operating delay',
      'Not classified',
      'Not accounted for',
    ]);
  });

  it('steps to the shift before, across midnight, and back, and asks for that shift’s stops', async () => {
    await openTimeline(VIEWER);
    await waitFor(() => expect((screen.getByLabelText('Shift') as HTMLSelectElement).value).toBe('Dawn'));
    expect((screen.getByRole('button', { name: 'Next shift' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous shift' }));
    expect((screen.getByLabelText('Shift') as HTMLSelectElement).value).toBe('Owl');
    expect((screen.getByLabelText('Production day') as HTMLInputElement).value).toBe('2026-06-30');
    expect(screen.getByText('22:00 – 06:00')).toBeTruthy();
    // The night of 30 June from 22:00 to 06:00 at the site.
    await waitFor(() => expect(api.requests.some((request) => request.url.startsWith(`/api/stops?from=${encodeURIComponent('2026-06-30T20:00:00.000Z')}&to=${encodeURIComponent('2026-07-01T04:00:00.000Z')}`))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Next shift' }));
    expect((screen.getByLabelText('Shift') as HTMLSelectElement).value).toBe('Dawn');
    expect((screen.getByLabelText('Production day') as HTMLInputElement).value).toBe('2026-07-01');

    // A shift chosen by its day and name.
    fireEvent.change(screen.getByLabelText('Shift'), { target: { value: 'Dusk' } });
    fireEvent.change(screen.getByLabelText('Production day'), { target: { value: '2026-06-12' } });
    expect(screen.getByText('14:00 – 22:00')).toBeTruthy();
    await waitFor(() => expect(api.requests.some((request) => request.url.startsWith(`/api/stops?from=${encodeURIComponent('2026-06-12T12:00:00.000Z')}&`))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Current shift' }));
    expect((screen.getByLabelText('Production day') as HTMLInputElement).value).toBe('2026-07-01');
  });

  it('lets a recorder classify a gap by clicking it, after which it shows as the stop it became', async () => {
    const tk1 = await openTimeline(RECORDER);
    fireEvent.click(await within(tk1).findByRole('button', { name: 'TK 1: Not accounted for, 08:00 – 09:15 (1 h 15 min)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Classify the gap of TK 1' });
    const select = within(dialog).getByLabelText(/Reason/) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(2));
    fireEvent.change(select, { target: { value: '5' } });
    const recorded = stop(23, 3, GAP.started_at, GAP.ended_at, { reason_id: 5, reason_name: 'Refuelling', category: 'operating_delay', source: 'detected', detection: 'no_weighing' });
    api.answer('POST /api/stops', { status: 201, body: { data: recorded } });
    api.answer('GET /api/stops', { status: 200, body: { data: [...STOPS, recorded] } });
    api.answer('GET /api/stops/gaps', { status: 200, body: { data: [] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(api.requests.find((request) => request.method === 'POST' && request.url === '/api/stops')!.body)).toEqual({
      equipment_class: 'vehicle',
      machine_id: 3,
      started_at: GAP.started_at,
      ended_at: GAP.ended_at,
      detection: 'no_weighing',
      reason_id: 5,
      comment: null,
    });
    const refuelling = await within(tk1).findByRole('img', { name: 'TK 1: Refuelling, 08:00 – 09:15 (1 h 15 min)' });
    expect(placement(refuelling)).toEqual({ left: '25%', width: '15.625%' });
    expect(within(tk1).queryByRole('button', { name: /Not accounted for/ })).toBeNull();
    expect(within(tk1).getByText('165 min')).toBeTruthy();
    expect(within(tk1).getByText('0 min')).toBeTruthy();
  });

  it('opens a stop for correction for one who edits stops', async () => {
    const tk1 = await openTimeline(EDITOR);
    fireEvent.click(await within(tk1).findByRole('button', { name: 'TK 1: Breakdown, 06:00 – 07:00 (1 h 00 min)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the stop of TK 1' });
    // The whole stop is corrected, not only its part in the shift.
    expect((within(dialog).getByLabelText(/Start/) as HTMLInputElement).value).toBe('2026-07-01T05:30');
    // Gaps are classified by recorders only.
    expect(within(tk1).getByRole('img', { name: /Not accounted for/ })).toBeTruthy();
  });
});
