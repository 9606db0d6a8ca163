import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DrillingReportAnswer, ProductionReportAnswer } from '@weighbridge/contract/operations-reports';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiTestServerForFile, permissionsOf, renderPage } from '../../app/testing/render-page';
import { DrillingReportPage } from './drilling-report-page';
import { drillingChartRows, isEmptyDrilling, productionChartRows } from './operations-report-figures';
import { ProductionReportPage } from './production-report-page';

const api = apiTestServerForFile();

const production: ProductionReportAnswer = {
  data: {
    from: '2026-03-01',
    to: '2026-04-30',
    by_month: [
      { month: '2026-03', plan_tons: 3100, output_tons: 40 },
      { month: '2026-04', plan_tons: 3000, output_tons: 0 },
    ],
    plants: [
      {
        plant_id: 1,
        name: 'Primary jaw',
        logs: 1,
        feed_weighed_tons: 45,
        feed_tons: 45,
        output_tons: 40,
        products: [{ material_id: 7, material_name: 'Chippings 8-16', tons: 40, yield: 40 / 45 }],
        running_hours: 6,
        tons_per_operating_hour: 7.5,
        scheduled_hours: 24,
        utilisation: 0.25,
        availability: 0.9,
        energy_kwh: 450,
        specific_energy_kwh_per_ton: 10,
        plan_month_to_date_tons: 300,
        actual_month_to_date_tons: 40,
        attainment_month_to_date: 40 / 300,
        plan_year_to_date_tons: 300,
        actual_year_to_date_tons: 40,
        attainment_year_to_date: 40 / 300,
        feed_check: { weighbridge_tons: 45, logged_tons: 45, survey_tons: 40, logged_variance_tons: 0, logged_variance_share: 0, survey_variance_tons: -5, survey_variance_share: -5 / 45 },
      },
    ],
  },
  dateRange: { start: '2026-03-01', end: '2026-04-30' },
};

const emptyDrilling: DrillingReportAnswer = {
  data: {
    from: '2026-03-01',
    to: '2026-03-31',
    rigs: [],
    blasts: [],
    blast_pages: { page: 1, limit: 50, pages: 0, total: 0 },
    totals: { metres: 0, drill_hours: 0, metres_per_drill_hour: null, blasts: 0, volume_m3: 0, tons_broken: 0, explosives_kg: 0, powder_factor_kg_m3: null, powder_factor_kg_t: null },
    plan_vs_actual: { by_month: [], by_area: [], by_rig: [] },
  },
  dateRange: { start: '2026-03-01', end: '2026-03-31' },
};

const calls = (path: string) => api.requests.filter((request) => request.url.startsWith(`/api/reports/${path}?`)).map((request) => request.url);
const READER = permissionsOf(['reports.production', 'reports.drilling'], ['reports.production.view', 'reports.drilling.view']);
const EXPORTER = permissionsOf(['reports.production'], ['reports.production.view', 'reports.production.export']);

describe('the plan against the actual as chart rows', () => {
  it('puts the plan first in each month, as the chart names its two series', () => {
    expect(productionChartRows(production.data, (month) => `M${month}`)).toEqual([
      { label: 'M2026-03', tons: [3100, 40] },
      { label: 'M2026-04', tons: [3000, 0] },
    ]);
    const drilling = { ...emptyDrilling.data, plan_vs_actual: { ...emptyDrilling.data.plan_vs_actual, by_month: [{ month: '2026-03', planned_metres: 200, actual_metres: 150, planned_tons: 2000, actual_tons: 2250, loading_area_id: null, area_name: null, rig_id: null, rig_name: null }] } };
    expect(drillingChartRows(drilling, (month) => month)).toEqual([{ label: '2026-03', tons: [200, 150] }]);
    expect(isEmptyDrilling(drilling)).toBe(false);
    expect(isEmptyDrilling(emptyDrilling.data)).toBe(true);
  });
});

describe('the Production report page', () => {
  it('opens on the month, shows each plant’s figures, and reloads for the year and a custom period', async () => {
    api.answer('GET /api/reports/production', { status: 200, body: production });
    renderPage(
      <MemoryRouter>
        <ProductionReportPage />
      </MemoryRouter>,
      { permissions: EXPORTER },
    );
    expect(screen.getByRole('button', { name: 'Month', pressed: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
    expect(await screen.findByText('Showing data from March 1, 2026 to April 30, 2026')).toBeTruthy();
    expect(calls('production').at(-1)).toBe('/api/reports/production?period=month');
    const plant = within(screen.getByRole('table', { name: 'Plant Figures' })).getByRole('row', { name: /Primary jaw/ });
    expect(plant.textContent).toBe('Primary jaw145.0 t45.0 t40.0 t6 h7.5 t/h25%90%10 kWh/t');
    expect(within(screen.getByRole('table', { name: 'Plan against Actual by Month' })).getByRole('row', { name: /Total/ }).textContent).toBe('Total6,100.0 t40.0 t0.7%');
    expect(screen.getByRole('button', { name: 'Excel' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Year' }));
    await waitFor(() => expect(calls('production').at(-1)).toBe('/api/reports/production?period=year'));
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-04-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls('production').at(-1)).toBe('/api/reports/production?period=custom&startDate=2026-03-01&endDate=2026-04-30'));
  });
});

describe('the Drilling report page', () => {
  it('says No data available for a period without drilling, and offers no files without the export permission', async () => {
    api.answer('GET /api/reports/drilling', { status: 200, body: emptyDrilling });
    renderPage(
      <MemoryRouter>
        <DrillingReportPage />
      </MemoryRouter>,
      { permissions: READER },
    );
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'PDF' })).toBeNull();
  });

  it('pages through the period’s blasts, and starts again at the first page for another period', async () => {
    const blastsPage = (page: number, polygon: string): { status: number; body: DrillingReportAnswer } => ({
      status: 200,
      body: {
        ...emptyDrilling,
        data: {
          ...emptyDrilling.data,
          blasts: [
            {
              blast_id: page,
              polygon_id: 1,
              polygon_code: polygon,
              area_name: 'North pit',
              fired_at: '2026-03-02T08:30:00.000Z',
              volume_m3: 100,
              tons_broken: 250,
              explosives_kg: 40,
              powder_factor_kg_m3: 0.4,
              powder_factor_kg_t: 0.16,
              tons_hauled: 0,
              tons_remaining: 250,
              powder_factor_kg_per_hauled_t: null,
            },
          ],
          blast_pages: { page, limit: 50, pages: 2, total: 52 },
          totals: { ...emptyDrilling.data.totals, blasts: 52 },
        },
      },
    });
    api.answer('GET /api/reports/drilling', blastsPage(1, 'P-001'));
    renderPage(
      <MemoryRouter>
        <DrillingReportPage />
      </MemoryRouter>,
      { permissions: READER },
    );
    const blasts = await screen.findByRole('region', { name: 'Blasts' });
    expect(await within(blasts).findByText('P-001')).toBeTruthy();
    expect(within(blasts).getByText('Showing 1–50 of 52')).toBeTruthy();
    expect(calls('drilling').at(-1)).toBe('/api/reports/drilling?period=month&blastsPage=1');

    api.answer('GET /api/reports/drilling', blastsPage(2, 'P-051'));
    fireEvent.click(within(blasts).getByRole('button', { name: 'Page 2' }));
    expect(await within(blasts).findByText('P-051')).toBeTruthy();
    expect(within(blasts).getByText('Showing 51–52 of 52')).toBeTruthy();
    expect(calls('drilling').at(-1)).toBe('/api/reports/drilling?period=month&blastsPage=2');

    api.answer('GET /api/reports/drilling', blastsPage(1, 'P-001'));
    fireEvent.click(screen.getByRole('button', { name: 'Year' }));
    await waitFor(() => expect(calls('drilling').at(-1)).toBe('/api/reports/drilling?period=year&blastsPage=1'));
  });
});
