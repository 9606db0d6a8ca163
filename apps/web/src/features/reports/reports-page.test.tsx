import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiTestServer, startApiTestServer } from '../../app/testing/api-test-server';
import { SiteTimeZoneProvider } from '../../lib/site-time-zone';
import { ReportsPage } from './reports-page';

let api: ApiTestServer;
beforeAll(async () => {
  api = await startApiTestServer();
  // Mantine asks for media queries and its table scroll area watches its size, neither of which jsdom has.
  window.matchMedia ??= ((query: string) =>
    ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList);
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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

function renderReports() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <SiteTimeZoneProvider value="Europe/Ljubljana">
            <ReportsPage />
          </SiteTimeZoneProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
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
    await vi.waitFor(() => expect(calls('vehicles').at(-1)).toBe('/api/reports/vehicles?period=today'));

    const before = calls('vehicles').length;
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-02-01' } });
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-02-28' } });
    expect(calls('vehicles')).toHaveLength(before);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(calls('vehicles').at(-1)).toBe('/api/reports/vehicles?period=custom&startDate=2026-02-01&endDate=2026-02-28'));
  });

  it('only logs a report that fails to load, and shows no data for it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('GET /api/reports/summary', { status: 500, body: { error: 'Internal server error' } });
    renderReports();
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(logged.mock.calls.map(([message]) => message)).toContain('Failed to load the summary report');
  });

  it('tells the user that Excel and PDF export are not implemented yet', () => {
    const alerted = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    api.answer('GET /api/reports/summary', { status: 200, body: emptySummary });
    renderReports();
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect(alerted.mock.calls).toEqual([['Excel export is not implemented yet'], ['PDF export is not implemented yet']]);
  });
});
