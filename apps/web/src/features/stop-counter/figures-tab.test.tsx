/**
 * The Figures tab of the Stop Counter, at a site in Ljubljana that works two 12-hour shifts from 07:00, on
 * 1 July 2026 at 14:30 (12:30 UTC): the current shift is Day, 07:00-19:00 (05:00-17:00 UTC). Every figure
 * below is worked out by hand from the stops it names.
 */
import type { StopFigures } from '@weighbridge/contract/stop-figures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiTestServerForFile, permissionsOf, renderPage } from '../../app/testing/render-page';
import { StopCounterPage } from './stop-counter-page';

const api = apiTestServerForFile();
const VIEWER = permissionsOf(['production.stop-counter'], ['production.stop-counter.view']);

const SITE = {
  name: 'Quarry',
  timeZone: 'Europe/Ljubljana',
  logoUrl: null,
  shifts: {
    dayStart: '07:00',
    shifts: [
      { name: 'Day', start: '07:00', end: '19:00' },
      { name: 'Night', start: '19:00', end: '07:00' },
    ],
  },
  weights: { unit: 't', decimals: 1 },
};

const hours = (breakdown: number, unclassified: number) => ({
  unscheduled_maintenance: breakdown,
  scheduled_maintenance: 0,
  standby: 0,
  external: 0,
  operating_delay: 0,
  unclassified,
});

/**
 * The day shift so far: the jaw crusher broke down for 2 hours (one stop) and stood 1 hour without a reason
 * (two stops); the cone crusher ran throughout. Jaw: AT = 12 - 2 = 10, UT = 10 - 1 = 9, so PA 10/12, UoA 9/10,
 * EU 9/12, MTBF 9/1, MTTR 2/1, lost 3 h x 250 t/h. The class: CT 24, AT 22, UT 21, MTBF 21/1.
 */
const FIGURES: StopFigures = {
  from: '2026-07-01T05:00:00.000Z',
  to: '2026-07-01T12:30:00.000Z',
  machines: [
    {
      equipment_class: 'plant',
      machine_id: 7,
      name: 'Jaw crusher',
      tons_per_hour: 250,
      calendar_hours: 12,
      stop_hours: 3,
      stops: 3,
      breakdowns: 1,
      category_hours: hours(2, 1),
      physical_availability: 10 / 12,
      use_of_availability: 9 / 10,
      effective_utilisation: 9 / 12,
      mtbf_hours: 9,
      mttr_hours: 2,
      lost_tons: 750,
    },
    {
      equipment_class: 'plant',
      machine_id: 8,
      name: 'Cone crusher',
      tons_per_hour: null,
      calendar_hours: 12,
      stop_hours: 0,
      stops: 0,
      breakdowns: 0,
      category_hours: hours(0, 0),
      physical_availability: 1,
      use_of_availability: 1,
      effective_utilisation: 1,
      mtbf_hours: null,
      mttr_hours: null,
      lost_tons: null,
    },
  ],
  classes: [
    {
      equipment_class: 'plant',
      machines: 2,
      calendar_hours: 24,
      stop_hours: 3,
      stops: 3,
      breakdowns: 1,
      category_hours: hours(2, 1),
      physical_availability: 22 / 24,
      use_of_availability: 21 / 22,
      effective_utilisation: 21 / 24,
      mtbf_hours: 21,
      mttr_hours: 2,
      lost_tons: 750,
    },
  ],
  reasons: [
    { equipment_class: 'plant', reason_id: 2, name: 'Breakdown', category: 'unscheduled_maintenance', hours: 2, stops: 1, cumulative_share: 2 / 3 },
    { equipment_class: 'plant', reason_id: null, name: null, category: null, hours: 1, stops: 2, cumulative_share: 1 },
  ],
};

function answerPage(figures: StopFigures = FIGURES) {
  api.answer('GET /api/site', { status: 200, body: { data: SITE } });
  api.answer('GET /api/stops/board', { status: 200, body: { data: [] } });
  api.answer('GET /api/stops', { status: 200, body: { data: [] } });
  api.answer('GET /api/stops/gaps', { status: 200, body: { data: [] } });
  api.answer('GET /api/stop-reasons', { status: 200, body: { data: [] } });
  api.answer('GET /api/stops/figures', { status: 200, body: { data: figures } });
}

/** The windows the tab asked the figures for, as [from, to]. */
function askedWindows(): string[][] {
  return api.requests
    .filter((request) => request.url.startsWith('/api/stops/figures?'))
    .map((request) => {
      const query = new URL(request.url, 'http://site').searchParams;
      expect(query.get('equipment_class')).toBe('plant');
      return [query.get('from')!, query.get('to')!];
    });
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

async function openFigures() {
  renderPage(
    <MemoryRouter>
      <StopCounterPage module="production" />
    </MemoryRouter>,
    { permissions: VIEWER },
  );
  await screen.findByText('No machines in use');
  // The formulas moved off the board to the Figures tab.
  expect(screen.queryByText('Physical availability PA = AT / CT')).toBeNull();
  fireEvent.click(screen.getByRole('tab', { name: 'Figures' }));
}

describe('the Figures tab', () => {
  beforeEach(() => {
    api.requests.length = 0;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T12:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the current shift’s totals, machines and Pareto in percent, hours, tons and t/h, a missing figure as a dash', async () => {
    answerPage();
    await openFigures();

    const totals = await screen.findByRole('table', { name: 'Crushing plants' });
    expect(askedWindows()).toContainEqual(['2026-07-01T05:00:00.000Z', '2026-07-01T17:00:00.000Z']);
    expect(screen.getByText('Figures from Jul 1, 2026, 7:00 AM to Jul 1, 2026, 7:00 PM')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Shift' }) as HTMLSelectElement).value).toBe('Day');
    expect([...(screen.getByRole('combobox', { name: 'Shift' }) as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Day', 'Night']);

    const classTotals = screen.getByLabelText('Totals: Crushing plants');
    const terms = within(classTotals).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Physical availability', '91.7%'],
      ['Use of availability', '95.5%'],
      ['Effective utilisation', '87.5%'],
      ['MTBF', '21.0 h'],
      ['MTTR', '2.0 h'],
      ['Stop time', '3.0 h'],
      ['Stops', '3'],
      ['Breakdowns', '1'],
      ['Lost tons', '750.0 t'],
    ]);

    const [header, jaw, cone] = within(totals).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Machine',
      'PA',
      'UoA',
      'EU',
      'MTBF',
      'MTTR',
      'Stop time',
      'Stops',
      'Breakdowns',
      'Tons per hour',
      'Lost tons',
    ]);
    expect(cellsOf(jaw!)).toEqual(['Jaw crusher', '83.3%', '90%', '75%', '9.0 h', '2.0 h', '3.0 h', '3', '1', '250 t/h', '750.0 t']);
    expect(cellsOf(cone!)).toEqual(['Cone crusher', '100%', '100%', '100%', '—', '—', '0.0 h', '0', '0', '—', '—']);

    const [, breakdown, unclassified] = within(screen.getByRole('table', { name: 'Stop Reasons' })).getAllByRole('row');
    expect(cellsOf(breakdown!)).toEqual(['Breakdown', 'Breakdown (unscheduled maintenance)', '1', '2.0 h', '66.7%']);
    expect(cellsOf(unclassified!)).toEqual(['Not classified', 'Not classified', '2', '1.0 h', '100%']);
    expect(screen.getByText('Stop Reasons by Hours')).toBeTruthy();
    expect(screen.getByText('Physical availability PA = AT / CT')).toBeTruthy();
  });

  it('asks for the shift, the week or the month the chosen day falls in, by the site’s production days', async () => {
    answerPage();
    await openFigures();
    await screen.findByRole('table', { name: 'Crushing plants' });

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-11' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Shift' }), { target: { value: 'Night' } });
    // 19:00 on Wednesday 11 March to 07:00 on the 12th, CET.
    await waitFor(() => expect(askedWindows()).toContainEqual(['2026-03-11T18:00:00.000Z', '2026-03-12T06:00:00.000Z']));
    expect(screen.getByText('Figures from Mar 11, 2026, 7:00 PM to Mar 12, 2026, 7:00 AM')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    // Monday 9 March 07:00 to Monday 16 March 07:00; a week has no shift to choose.
    await waitFor(() => expect(askedWindows()).toContainEqual(['2026-03-09T06:00:00.000Z', '2026-03-16T06:00:00.000Z']));
    expect(screen.queryByRole('combobox', { name: 'Shift' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Month' }));
    // 1 March 07:00 CET to 1 April 07:00 CEST.
    await waitFor(() => expect(askedWindows()).toContainEqual(['2026-03-01T06:00:00.000Z', '2026-04-01T05:00:00.000Z']));

    fireEvent.click(screen.getByRole('radio', { name: 'Production day' }));
    await waitFor(() => expect(askedWindows()).toContainEqual(['2026-03-11T06:00:00.000Z', '2026-03-12T06:00:00.000Z']));
  });

  it('says so when the period had no stops', async () => {
    answerPage({ ...FIGURES, reasons: [] });
    await openFigures();
    expect(await screen.findByText('No stops in this period')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Stop Reasons' })).toBeNull();
  });
});
