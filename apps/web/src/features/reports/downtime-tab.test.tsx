import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiTestServerForFile, renderPage } from '../../app/testing/render-page';
import { paretoBars } from './downtime-figures';
import { DowntimeTab } from './downtime-tab';

const api = apiTestServerForFile();

const hours = (unscheduled: number, scheduled: number, standby: number) => ({
  unscheduled_maintenance: unscheduled,
  scheduled_maintenance: scheduled,
  standby,
  external: 0,
  operating_delay: 0,
  unclassified: 0,
});

/** One crusher's day, as the server's figures answer it: PA 21/24, UoA 20/21, EU 20/24, MTBF 10 h, MTTR 1.25 h. */
const crusher = {
  calendar_hours: 24,
  stop_hours: 4,
  stops: 4,
  breakdowns: 2,
  category_hours: hours(2.5, 0.5, 1),
  physical_availability: 21 / 24,
  use_of_availability: 20 / 21,
  effective_utilisation: 20 / 24,
  mtbf_hours: 10,
  mttr_hours: 1.25,
  lost_tons: (4 * 120) / 716,
};

const report = {
  data: {
    from: '2026-03-01T23:00:00.000Z',
    to: '2026-03-02T23:00:00.000Z',
    machines: [{ equipment_class: 'plant', machine_id: 3, name: 'Primary jaw', tons_per_hour: 120 / 716, ...crusher }],
    classes: [{ equipment_class: 'plant', machines: 1, ...crusher }],
    reasons: [
      { equipment_class: 'plant', reason_id: 7, name: 'Breakdown', category: 'unscheduled_maintenance', hours: 2.5, stops: 2, cumulative_share: 0.625 },
      { equipment_class: 'plant', reason_id: null, name: null, category: null, hours: 1.5, stops: 2, cumulative_share: 1 },
    ],
  },
  dateRange: { start: '2026-03-02', end: '2026-03-02' },
};

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the Downtime tab', () => {
  it('shows a class’s machines and total in hours, percent, tons per hour and tons, and the Pareto’s words', async () => {
    api.answer('GET /api/reports/downtime', { status: 200, body: report });
    renderPage(<DowntimeTab period={{ period: 'custom', startDate: '2026-03-02', endDate: '2026-03-02' }} />);

    const plants = await screen.findByRole('table', { name: 'Crushing plants' });
    // A class without machines has no table.
    expect(screen.queryByRole('table', { name: 'Trucks' })).toBeNull();
    const [, machine, total] = within(plants).getAllByRole('row');
    expect(cellsOf(machine!)).toEqual(['Primary jaw', '24 h', '4 h', '4', '2', '87.5%', '95.2%', '83.3%', '10 h', '1.25 h', '0.17 t/h', '0.7 t']);
    expect(cellsOf(total!)).toEqual(['Total', '24 h', '4 h', '4', '2', '87.5%', '95.2%', '83.3%', '10 h', '1.25 h', '—', '0.7 t']);

    const [, breakdown, unclassified] = within(screen.getByRole('table', { name: 'Stop Reasons' })).getAllByRole('row');
    expect(cellsOf(breakdown!)).toEqual(['Breakdown', 'Crushing plant', 'Breakdown (unscheduled maintenance)', '2.5 h', '2', '62.5%']);
    expect(cellsOf(unclassified!)).toEqual(['Not classified', 'Crushing plant', 'Not classified', '1.5 h', '2', '100%']);
    expect(screen.getByText('Physical availability PA = AT / CT')).toBeTruthy();
    expect(screen.getByText('Showing data from March 2, 2026 to March 2, 2026')).toBeTruthy();
  });

  it('names each Pareto bar by its reason and machine class, in the figures’ order', () => {
    expect(paretoBars(report.data as never, (english) => english)).toEqual([
      { name: 'Breakdown · Crushing plant', hours: 2.5, cumulative: 0.625 },
      { name: 'Not classified · Crushing plant', hours: 1.5, cumulative: 1 },
    ]);
  });
});
