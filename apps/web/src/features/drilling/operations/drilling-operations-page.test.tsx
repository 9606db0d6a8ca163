/**
 * The Actual Operations page at a site in Ljubljana working two 12-hour shifts from 07:00, on 1 July 2026 at
 * 14:30 (12:30 UTC): today is the production day of 1 July, its Day shift running.
 */
import type { ListedBlast } from '@weighbridge/contract/blasts';
import type { DrillingOperator } from '@weighbridge/contract/drilling-operators';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiTestServerForFile, permissionsOf, renderPage } from '../../../app/testing/render-page';
import { DrillingOperationsPage } from './drilling-operations-page';

const api = apiTestServerForFile();
const VIEWER = permissionsOf(['drilling.operations'], ['drilling.operations.view']);
const RECORDER = permissionsOf(['drilling.operations'], ['drilling.operations.view', 'drilling.operations.record']);

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

const OPERATORS: DrillingOperator[] = [
  { operator_id: 1, name: 'Ana Valid', competencies: [{ kind: 'drill_operator', expires_on: '2026-07-01' }], status: 'active' },
  { operator_id: 2, name: 'Bor Expired', competencies: [{ kind: 'drill_operator', expires_on: '2026-06-30' }], status: 'active' },
  { operator_id: 3, name: 'Cene Shotfirer', competencies: [{ kind: 'shotfirer', expires_on: '2027-01-01' }], status: 'active' },
  { operator_id: 4, name: 'Dana Retired', competencies: [{ kind: 'drill_operator', expires_on: '2027-01-01' }], status: 'inactive' },
];

const LOG = {
  drill_log_id: 9,
  rig_id: 5,
  rig_name: 'DI550',
  operator_id: 1,
  operator_name: 'Ana Valid',
  production_day: '2026-06-30',
  shift: 'Night',
  loading_area_id: 2,
  area_name: 'North Bench',
  polygon_id: 7,
  polygon_code: 'NB-1',
  entry: 'summary',
  hole_count: 20,
  depth_m: 12.5,
  holes: [],
  diameter_mm: 89,
  metres: 250,
  drill_hours: 8,
  bit_changes: 1,
  metres_per_drill_hour: 31.25,
  notes: null,
  recorded_by: 'super',
};

// 30 holes of 3 x 3.5 m on a 12 m bench: 3,780 m3, at 2,650 kg/m3 10,017 t; two loads of 14 t hauled, 9,989 t left.
const BLAST: ListedBlast = {
  blast_id: 11,
  polygon_id: 7,
  polygon_code: 'NB-1',
  loading_area_id: 2,
  area_name: 'North Bench',
  fired_at: '2026-06-30T08:00:00Z',
  burden_m: 3,
  spacing_m: 3.5,
  bench_height_m: 12,
  hole_diameter_mm: 89,
  subdrill_m: 1,
  holes_charged: 30,
  explosives: [{ product: 'ANFO', kg: 2500 }],
  explosives_kg: 2500,
  detonators: 30,
  material_id: 4,
  material_name: 'Limestone',
  density_kg_m3: 2650,
  volume_m3: 3780,
  tons_broken: 10_017,
  powder_factor_kg_m3: 2500 / 3780,
  powder_factor_kg_t: 2500 / 10_017,
  vibration_mm_s: null,
  misfires: 0,
  shotfirer_id: 3,
  shotfirer_name: 'Cene Shotfirer',
  notes: null,
  recorded_by: 'super',
  muckpile: { tons_hauled: 28, tons_remaining: 9989, loads: 2, powder_factor_kg_per_hauled_t: 2500 / 28 },
};

const TOTALS = { rig_id: 5, rig_name: 'DI550', shifts: 1, metres: 250, drill_hours: 8, bit_changes: 1, metres_per_shift: 250, metres_per_drill_hour: 31.25 };

function answerPage() {
  api.answer('GET /api/site', { status: 200, body: { data: SITE } });
  api.answer('GET /api/drilling/logs', { status: 200, body: { data: [LOG], totals: [TOTALS] } });
  api.answer('GET /api/drilling/operators', { status: 200, body: { data: OPERATORS } });
  api.answer('GET /api/drill-rigs', { status: 200, body: { data: [{ rig_id: 5, name: 'DI550', model: null, status: 'active' }] } });
  api.answer('GET /api/loading-areas', { status: 200, body: { data: [{ loading_area_id: 2, area_name: 'North Bench', description: null, status: 'active' }] } });
  api.answer('GET /api/polygons', { status: 200, body: { data: [{ polygon_id: 7, loading_area_id: 2, registration_id: 'NB-1', area_name: 'North Bench', status: 'operational' }] } });
}

const openPage = (permissions = VIEWER) =>
  renderPage(
    <MemoryRouter>
      <DrillingOperationsPage />
    </MemoryRouter>,
    { permissions },
  );

describe('the Actual Operations page', () => {
  beforeAll(() => {
    // Opening a select scrolls to its chosen option, which jsdom cannot do.
    Element.prototype.scrollIntoView ??= () => undefined;
  });

  beforeEach(() => {
    api.requests.length = 0;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T12:30:00Z'));
    answerPage();
  });
  afterEach(() => vi.useRealTimers());

  it('lists the last seven production days’ logs with each rig’s totals, without buttons for a viewer', async () => {
    openPage();
    const totals = await screen.findByRole('table', { name: 'Totals per rig' });
    const rigRow = within(totals).getAllByRole('row')[1]!;
    expect(within(rigRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['DI550', '250', '1', '8', '250', '31.25', '1', 'Stop Counter']);
    const logs = screen.getByRole('table', { name: 'Drill logs of the period' });
    expect(within(logs).getByText('NB-1')).toBeTruthy();
    const asked = api.requests.find((request) => request.url.startsWith('/api/drilling/logs?'))!;
    expect(new URL(asked.url, 'http://site').searchParams.toString()).toBe('from=2026-06-25&to=2026-07-01');
    expect(screen.queryByRole('button', { name: 'Log a shift' })).toBeNull();
  });

  it('offers only operators in use with a drill operator competency valid on the day, and sends the shift’s count and depth of holes', async () => {
    api.answer('POST /api/drilling/logs', { status: 201, body: { data: LOG } });
    openPage(RECORDER);
    fireEvent.click(await screen.findByRole('button', { name: 'Log a shift' }));
    const form = await screen.findByRole('dialog', { name: 'Log a shift' });

    fireEvent.click(within(form).getByRole('combobox', { name: 'Operator' }));
    // Ana's certificate runs to today; Bor's ran out yesterday, Cene fires but does not drill, Dana is out of use.
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ana Valid']));
    fireEvent.click(screen.getByRole('option', { name: 'Ana Valid' }));
    // The site's only rig, loading area and polygon are chosen for the user.
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Drill rig' })).toHaveProperty('value', 'DI550'));
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Loading area' })).toHaveProperty('value', 'North Bench'));
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Polygon' })).toHaveProperty('value', 'NB-1'));
    fireEvent.change(within(form).getByLabelText('Holes'), { target: { value: '20' } });
    fireEvent.change(within(form).getByLabelText('Depth (m)'), { target: { value: '12.5' } });
    fireEvent.change(within(form).getByLabelText('Diameter (mm)'), { target: { value: '89' } });
    fireEvent.change(within(form).getByLabelText('Drill hours'), { target: { value: '8' } });
    expect(within(form).getByTestId('live-metres').textContent).toBe('250 m');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST')).toBe(true));
    const sent = JSON.parse(api.requests.find((request) => request.method === 'POST')!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ rig_id: 5, operator_id: 1, production_day: '2026-07-01', shift: 'Day', loading_area_id: 2, polygon_id: 7, hole_count: 20, depth_m: 12.5, holes: null });
  });

  it('chooses the site’s only loading area and polygon for a new blast, as for a drill log', async () => {
    api.answer('GET /api/drilling/blasts', { status: 200, body: { data: [] } });
    api.answer('GET /api/materials', { status: 200, body: { data: [] } });
    openPage(RECORDER);
    fireEvent.click(await screen.findByRole('tab', { name: 'Blasts' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Record a blast' }));
    const form = await screen.findByRole('dialog', { name: 'Record a blast' });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Loading area' })).toHaveProperty('value', 'North Bench'));
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Polygon' })).toHaveProperty('value', 'NB-1'));
  });

  it('shows each blast’s muckpile from the list’s one answer, asking for no blast’s muckpile on its own', async () => {
    api.answer('GET /api/drilling/blasts', { status: 200, body: { data: [BLAST] } });
    api.answer('GET /api/materials', { status: 200, body: { data: [] } });
    openPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Blasts' }));
    const table = await screen.findByRole('table', { name: 'Blasts of the period' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual(['30', '3,780', '10,017', '2,500 kg0.66 kg/m³0.25 kg/t', '28', '9,989']);
    const blastRequests = api.requests.filter((request) => request.url.startsWith('/api/drilling/blasts'));
    expect(blastRequests.map((request) => new URL(request.url, 'http://site').pathname)).toEqual(['/api/drilling/blasts']);
    expect(screen.queryByRole('button', { name: 'Record a blast' })).toBeNull();
  });

  it('asks for nothing while To is before From, and asks again for the days chosen', async () => {
    api.answer('GET /api/drilling/blasts', { status: 200, body: { data: [BLAST] } });
    api.answer('GET /api/materials', { status: 200, body: { data: [] } });
    openPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Blasts' }));
    await screen.findByRole('table', { name: 'Blasts of the period' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-20' } });
    await waitFor(() => expect(screen.getByText('To cannot be earlier than From')).toBeTruthy());
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.requests.filter((request) => request.url.startsWith('/api/drilling/blasts?')).map((request) => new URL(request.url, 'http://site').searchParams.get('to'))).toEqual(['2026-07-01']);
  });

  it('marks a competency whose last day has passed as expired', async () => {
    openPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Operators' }));
    const table = await screen.findByRole('table', { name: 'Drill operators and shotfirers' });
    expect(within(table).getByText('Drill operator expired June 30, 2026')).toBeTruthy();
    // A certificate is valid through its last day.
    expect(within(table).getByText('Drill operator until July 1, 2026')).toBeTruthy();
  });
});
