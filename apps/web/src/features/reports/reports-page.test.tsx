import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiTestServerForFile, permissionsOf, renderPage } from '../../app/testing/render-page';
import { ReportsPage } from './reports-page';

const api = apiTestServerForFile();
afterEach(() => vi.restoreAllMocks());

const vehicles = {
  data: {
    activeVehicles: [
      { registration_number: 'LJ 100-KQ', brand: 'Volvo', model: 'FMX', total_trips: 13, load_trips: 12, total_weight_hauled_kg: 215430.5, avg_load_weight_kg: 17952.54 },
    ],
    idleVehicles: [{ registration_number: 'LJ 200-ZZ', brand: 'MAN', model: 'TGS', last_seen: null }],
    statistics: { totalActive: 1, totalIdle: 1 },
  },
  dateRange: { start: '2026-03-01', end: '2026-03-31' },
};

const emptySummary = {
  data: {
    summary: {
      total_transactions: 0,
      load_transactions: 0,
      tare_transactions: 0,
      total_weight_kg: 0,
      avg_weight_per_load: 0,
      active_vehicles: 0,
      active_drivers: 0,
      materials_processed: 0,
    },
    materialBreakdown: [],
    hourlyDistribution: Array.from({ length: 24 }, (_, hour) => ({ hour, transaction_count: 0, total_weight_kg: 0 })),
  },
};

const EXPORTER = permissionsOf(['reports.scale'], ['reports.scale.view', 'reports.scale.export']);
const READER = permissionsOf(['reports.scale'], ['reports.scale.view']);

function renderReports(permissions = EXPORTER) {
  renderPage(
    <>
      <Notifications />
      <MemoryRouter>
        <ReportsPage />
      </MemoryRouter>
    </>,
    { permissions },
  );
}

/** The downloads the page starts: each saved file's name, as the browser would save it. */
function watchDownloads(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = () => 'blob:report';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

const calls = (path: string) => api.requests.filter((request) => request.url.startsWith(`/api/reports/${path}?`)).map((request) => request.url);

describe('the reports page', () => {
  it('opens on the Summary Report for the month and says No data available when there is none', async () => {
    api.answer('GET /api/reports/summary', { status: 200, body: emptySummary });
    renderReports();
    expect(screen.getByRole('link', { name: /Monthly Material Report/ }).getAttribute('href')).toBe('/reports/monthly-material');
    expect(screen.getByRole('link', { name: /Annual Material Report/ }).getAttribute('href')).toBe('/reports/annual-material');
    expect(screen.getByRole('tab', { name: 'Summary Report', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Month', pressed: true })).toBeTruthy();
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(calls('summary').at(-1)).toBe('/api/reports/summary?period=month');
    expect(screen.queryByText(/Showing data from/)).toBeNull();
  });

  it('loads a tab when it is opened and again when the period changes; Custom waits for both dates and Apply', async () => {
    api.answer('GET /api/reports/summary', { status: 200, body: emptySummary });
    api.answer('GET /api/reports/vehicles', { status: 200, body: vehicles });
    renderReports();
    fireEvent.click(screen.getByRole('tab', { name: 'Vehicle Activity' }));
    expect(await screen.findByText('Showing data from March 1, 2026 to March 31, 2026')).toBeTruthy();
    const active = screen.getByRole('table', { name: 'Active Vehicles' });
    expect(within(active).getByText('Volvo FMX')).toBeTruthy();
    expect(within(active).getByText('215,430.50 kg')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Idle Vehicles' })).getByText('Never')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(calls('vehicles').at(-1)).toBe('/api/reports/vehicles?period=today'));

    const before = calls('vehicles').length;
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-02-01' } });
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-02-28' } });
    expect(calls('vehicles')).toHaveLength(before);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls('vehicles').at(-1)).toBe('/api/reports/vehicles?period=custom&startDate=2026-02-01&endDate=2026-02-28'));
  });

  it('only logs a report that fails to load, and shows no data for it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('GET /api/reports/summary', { status: 500, body: { error: 'Internal server error' } });
    renderReports();
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(logged.mock.calls.map(([message]) => message)).toContain('Failed to load the summary report');
  });

  it('downloads the open tab for the period shown as Excel and as PDF, named by the server', async () => {
    const saved = watchDownloads();
    api.answer('GET /api/reports/summary', { status: 200, body: emptySummary });
    api.answer('GET /api/reports/vehicles', { status: 200, body: vehicles });
    const file = (name: string) => ({ status: 200, body: 'file', headers: { 'Content-Disposition': `attachment; filename="${name}"` } });
    api.answer('GET /api/reports/vehicles/export.xlsx', file('report-vehicles-2026-02-01_2026-02-28.xlsx'));
    api.answer('GET /api/reports/vehicles/export.pdf', file('report-vehicles-2026-02-01_2026-02-28.pdf'));
    renderReports();
    fireEvent.click(screen.getByRole('tab', { name: 'Vehicle Activity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-02-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(saved).toEqual(['report-vehicles-2026-02-01_2026-02-28.xlsx']));
    // The other format waits while a file is being made, as the operator would.
    const pdf = screen.getByRole('button', { name: 'PDF' });
    await waitFor(() => expect(pdf.hasAttribute('disabled')).toBe(false));
    fireEvent.click(pdf);
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('report-vehicles-2026-02-01_2026-02-28.pdf');
    const asked = api.requests.filter((request) => request.url.includes('/export.')).map((request) => request.url);
    expect(asked).toEqual([
      '/api/reports/vehicles/export.xlsx?period=custom&startDate=2026-02-01&endDate=2026-02-28',
      '/api/reports/vehicles/export.pdf?period=custom&startDate=2026-02-01&endDate=2026-02-28',
    ]);
  });

  it('shows the server’s message when an export is refused', async () => {
    const saved = watchDownloads();
    api.answer('GET /api/reports/summary', { status: 200, body: emptySummary });
    api.answer('GET /api/reports/summary/export.pdf', { status: 403, body: { error: 'Insufficient permissions' } });
    renderReports();
    fireEvent.click(await screen.findByRole('button', { name: 'PDF' }));
    expect(await screen.findByText('Insufficient permissions')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('offers no export to a user who may not export reports', async () => {
    api.answer('GET /api/reports/summary', { status: 200, body: emptySummary });
    renderReports(READER);
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'PDF' })).toBeNull();
  });

  it('pages through the driver and vehicle pairs, and starts again at the first page for another period', async () => {
    const pairsPage = (page: number, vehicle: string) => ({
      status: 200,
      body: {
        data: {
          driverActivity: [
            { driver_name: 'Ana', driver_surname: 'Novak', license_number: 'B-1', total_trips: 120, vehicles_used: 120, total_weight_hauled_kg: 2_400_000, avg_load_weight_kg: 20_000 },
          ],
          performanceByVehicle: [{ driver_name: 'Ana', driver_surname: 'Novak', registration_number: vehicle, trip_count: 1, total_weight_kg: 20_000 }],
          performanceByVehiclePages: { page, pages: 3, limit: 50, total: 120 },
          statistics: { totalActiveDrivers: 1 },
        },
      },
    });
    api.answer('GET /api/reports/summary', { status: 200, body: emptySummary });
    api.answer('GET /api/reports/drivers', pairsPage(1, 'LJ 100-KQ'));
    renderReports();
    fireEvent.click(screen.getByRole('tab', { name: 'Driver Activity' }));
    const pairs = await screen.findByRole('region', { name: 'Performance by Vehicle' });
    expect(await within(pairs).findByText('LJ 100-KQ')).toBeTruthy();
    expect(within(pairs).getByText('Showing 1–50 of 120')).toBeTruthy();
    expect(calls('drivers').at(-1)).toBe('/api/reports/drivers?period=month&pairsPage=1');

    api.answer('GET /api/reports/drivers', pairsPage(2, 'LJ 151-AB'));
    fireEvent.click(within(pairs).getByRole('button', { name: 'Page 2' }));
    expect(await within(pairs).findByText('LJ 151-AB')).toBeTruthy();
    expect(within(pairs).getByText('Showing 51–100 of 120')).toBeTruthy();
    expect(calls('drivers').at(-1)).toBe('/api/reports/drivers?period=month&pairsPage=2');

    api.answer('GET /api/reports/drivers', pairsPage(1, 'LJ 100-KQ'));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(calls('drivers').at(-1)).toBe('/api/reports/drivers?period=today&pairsPage=1'));
  });
});
