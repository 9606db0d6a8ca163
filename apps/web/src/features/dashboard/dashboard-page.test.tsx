import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiTestServerForFile, renderPage } from '../../app/testing/render-page';
import { DashboardPage } from './dashboard-page';

const api = apiTestServerForFile();
afterEach(() => vi.restoreAllMocks());

const load = {
  document_id: 7,
  document_number: 'SD-2026-000007',
  order_sequence: 7,
  timestamp: '2026-03-04T09:12:00.000Z',
  status: 'completed',
  weighing_type: 'load',
  first_weigh_timestamp: '2026-03-04T08:40:00.000Z',
  second_weigh_timestamp: '2026-03-04T09:12:00.000Z',
  vehicle_id: 1,
  vehicle_reg: 'LJ 100-KQ',
  registration_number: 'LJ 100-KQ',
  brand: 'Volvo',
  model: 'FMX',
  driver_id: 4,
  driver_name: 'Ana',
  driver_surname: 'Horvat',
  rfid_card_number: null,
  vehicle_empty_weight_kg: 11000,
  full_weight_kg: 29250,
  material_weight_kg: 18250,
  material_id: 2,
  material_name: 'Gravel 16/32',
  polygon_id: null,
  polygon_code: null,
  loaded_area_id: 3,
  loaded_from: 'North Pit',
  loaded_area: 'North Pit',
  unloading_station_id: null,
  destination: null,
  destination_area: null,
  scale_id: 1,
  reader_id: 1,
  operator_name: 'Olga Operator',
  notes: null,
  weight_source: 'manual',
  tare_weight_source: 'manual',
  manual_reason: null,
  overloaded: false,
  overload_kg: null,
};

const renderDashboard = () => renderPage(<DashboardPage />);

describe('the dashboard page', () => {
  it('keeps every other block working when insights and weather fail, and only logs the failures', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('GET /api/scale-documents/stats', {
      status: 200,
      body: { total_transactions: 12, total_weight: 215_430.5, avg_weight: 17_952.54, unique_vehicles: 4 },
    });
    api.answer('GET /api/dashboard/insights', { status: 500, body: { error: 'Internal server error' } });
    api.answer('GET /api/dashboard/weather', { status: 503, body: { error: 'Weather data unavailable: no coordinates' } });
    api.answer('GET /api/scale-documents', {
      status: 200,
      body: { data: [load], pagination: { page: 1, limit: 50, pages: 1, total: 1, totalUnfiltered: 1, documentsUnfiltered: 1, tarasUnfiltered: 0, totalWeight: 18250 } },
    });
    api.answer('GET /api/dashboard/vehicle-trips', {
      status: 200,
      body: { data: [{ vehicle_id: 1, registration_number: 'LJ 100-KQ', brand: 'Volvo', model: 'FMX', trip_count: 12, status: 'active' }] },
    });
    renderDashboard();

    expect(await screen.findByText('215.4 t')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Average Load (tons)' })).getByText('18.0 t')).toBeTruthy();
    expect(await screen.findByText('Weather data unavailable')).toBeTruthy();
    expect(await screen.findByText('SD-2026-000007')).toBeTruthy();
    expect(screen.getByText('Ana Horvat')).toBeTruthy();
    expect(screen.getByText('18.3 t')).toBeTruthy();
    expect(await screen.findByText('12 trips')).toBeTruthy();
    expect(screen.queryByText('Top Materials by Weight')).toBeNull();
    expect(logged.mock.calls.map(([message]) => message)).toEqual(expect.arrayContaining(['Failed to load insights', 'Failed to load weather']));
    expect(api.requests.find((request) => request.url.startsWith('/api/scale-documents?'))?.url).toContain('limit=50');
  });

  it('shows a site without coordinates as having no weather, with nothing logged as a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('GET /api/dashboard/weather', { status: 200, body: { available: false, data: null, reason: "The site's coordinates are not set (Settings / System)" } });
    renderDashboard();
    expect(await screen.findByText('Weather data unavailable')).toBeTruthy();
    expect(logged.mock.calls.map(([message]) => message)).not.toContain('Failed to load weather');
  });
});
