/**
 * The shift log's dialog as a supervisor uses it: the weighed feed is shown as the weighbridge has it and cannot
 * be typed over; the running hours follow the hour meter; a typed feed wants its reason before anything is sent;
 * the body sent is the one typed; a signed log is read only, lists its amendments, and offers Amend only to those
 * who may amend.
 */
import type { Material } from '@weighbridge/contract/materials';
import type { ShiftLog } from '@weighbridge/contract/shift-logs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiTestServerForFile, permissionsOf, renderPage } from '../../app/testing/render-page';
import { ShiftLogModal } from './shift-log-modal';

const api = apiTestServerForFile();
const KEY = { plant_id: 3, production_day: '2026-03-03', shift_name: 'Morning' };
const ALL = { record: true, sign: true, amend: true };

const material = (material_id: number, name: string, size: [number, number] | null): Material => ({
  material_id,
  name,
  registration_id: `M-${material_id}`,
  category: null,
  unit_of_measure: 'ton',
  density_kg_m3: null,
  price_per_unit: null,
  description: null,
  size_from_mm: size?.[0] ?? null,
  size_to_mm: size?.[1] ?? null,
});

/** The draft of a shift without a log: 67.5 t weighed to the plant from 3 loads, 06:00-14:00 at the site (05:00-13:00 UTC). */
const DRAFT: ShiftLog = {
  log_id: null,
  plant_id: 3,
  plant_name: 'Primary crusher',
  production_day: '2026-03-03',
  shift_name: 'Morning',
  shift_start: '2026-03-03T05:00:00.000Z',
  shift_end: '2026-03-03T13:00:00.000Z',
  status: 'open',
  hour_meter_start: null,
  hour_meter_end: null,
  running_hours: null,
  feed_tons_weighed: 67.5,
  feed_loads: 3,
  feed_tons_typed: null,
  feed_correction_reason: null,
  feed_tons: 67.5,
  outputs: [],
  output_tons: 0,
  energy_kwh: null,
  notes: null,
  recorded_by: null,
  signed_by: null,
  signed_at: null,
};

const SIGNED: ShiftLog = {
  ...DRAFT,
  log_id: 12,
  status: 'signed',
  hour_meter_start: 1200,
  hour_meter_end: 1207.5,
  running_hours: 7.5,
  outputs: [{ material_id: 7, material_name: 'Sand 0-4', tons: 45, stockpile_id: null }],
  output_tons: 45,
  recorded_by: 'super',
  signed_by: 'super',
  signed_at: '2026-03-03T13:10:00.000Z',
};

/** What the API answers for the shift; the requests of the tests before are forgotten. */
function answer(log: ShiftLog) {
  api.requests.splice(0);
  api.answer('GET /api/production/shift-logs/shift', { status: 200, body: { data: log } });
  api.answer('GET /api/materials', { status: 200, body: { data: [material(7, 'Sand 0-4', [0, 4]), material(9, 'Blasted rock', null)] } });
  api.answer('GET /api/production/stockpiles', { status: 200, body: { data: [] } });
  api.answer('GET /api/stops', { status: 200, body: { data: [] } });
  api.answer('GET /api/production/shift-logs/12/amendments', {
    status: 200,
    body: { data: [{ amended_at: '2026-03-04T08:00:00.000Z', amended_by: 'admin', reason: 'Gravel was sand: one screen' }] },
  });
}

const CLERK = permissionsOf(['production.crush-operations'], ['production.crush-operations.view']);
const SUPERVISOR = permissionsOf(['production.crush-operations', 'production.stop-counter'], ['production.crush-operations.view', 'production.stop-counter.view']);

function show(may = ALL, permissions = CLERK) {
  renderPage(
    <MemoryRouter>
      <ShiftLogModal logKey={KEY} may={may} onClose={() => undefined} />
    </MemoryRouter>,
    { permissions },
  );
}

const typeInto = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the shift log dialog', () => {
  it('shows the weighed feed read only and the running hours from the hour meter', async () => {
    answer(DRAFT);
    show();
    const weighed = await screen.findByLabelText('Weighed feed');
    expect((weighed as HTMLInputElement).value).toBe('67.5 t from 3 loads');
    expect(weighed.hasAttribute('readonly')).toBe(true);
    typeInto('Hour meter at start', '1200');
    typeInto('Hour meter at end', '1208.25');
    await waitFor(() => expect((screen.getByLabelText('Running hours') as HTMLInputElement).value).toBe('8.25 h'));
    // Only the products (materials with a size fraction) are offered as output.
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    const options = () => within(screen.getByLabelText('Product')).getAllByRole('option').map((option) => option.textContent);
    await waitFor(() => expect(options()).toEqual(['Product', 'Sand 0-4']));
  });

  it('asks for the reason of a typed feed before it sends anything, then sends what was typed', async () => {
    answer(DRAFT);
    api.answer('POST /api/production/shift-logs', { status: 201, body: { data: { ...DRAFT, log_id: 12 } } });
    show();
    await screen.findByLabelText('Weighed feed');
    typeInto('Typed feed (t)', '70');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A typed feed needs its reason: say why it differs from the weighbridge')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    // Required now that a feed is typed, the label carries its mark.
    typeInto(/^Reason for the typed feed/, 'Belt scale');
    typeInto('Hour meter at start', '1200');
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(within(screen.getByLabelText('Product')).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: '7' } });
    typeInto('Tons', '45');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST')).toBe(true));
    const sent = JSON.parse(api.requests.find((request) => request.method === 'POST')!.body) as Record<string, unknown>;
    expect(sent).toEqual({
      plant_id: 3,
      production_day: '2026-03-03',
      shift_name: 'Morning',
      hour_meter_start: 1200,
      hour_meter_end: null,
      feed_tons_typed: 70,
      feed_correction_reason: 'Belt scale',
      outputs: [{ material_id: 7, tons: 45, stockpile_id: null }],
      energy_kwh: null,
      notes: null,
    });
  });

  it('keeps a signed log read only, lists its amendments, and offers Amend to those who may amend', async () => {
    answer(SIGNED);
    show({ record: true, sign: true, amend: false });
    expect(await screen.findByText('The log is signed and read only. Amend it to change it, with the reason.')).toBeTruthy();
    expect(screen.getByLabelText('Hour meter at end').hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Amend' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText(/^Amended by admin on .*: Gravel was sand: one screen$/)).toBeTruthy();
    expect(screen.getByText(/^Signed by super on /)).toBeTruthy();
  });

  it('shows the plant’s stops in the shift from the Stop Counter, cut to the shift, to one who may open it', async () => {
    answer(SIGNED);
    // The shift runs 05:00-13:00 UTC: a stop 05:30-06:15 lies within it (45 min); one from 12:40 to 13:30 counts 20 min.
    api.answer('GET /api/stops', {
      status: 200,
      body: {
        data: [
          { stop_id: 1, equipment_class: 'plant', machine_id: 3, machine_name: 'Primary crusher', started_at: '2026-03-03T05:30:00Z', ended_at: '2026-03-03T06:15:00Z', reason_id: 4, reason_name: 'No feed', category: 'standby', comment: null, source: 'manual', detection: null, recorded_by: 'super' },
          { stop_id: 2, equipment_class: 'plant', machine_id: 3, machine_name: 'Primary crusher', started_at: '2026-03-03T12:40:00Z', ended_at: '2026-03-03T13:30:00Z', reason_id: null, reason_name: null, category: null, comment: null, source: 'detected', detection: 'no_deliveries', recorded_by: null },
        ],
      },
    });
    show(ALL, SUPERVISOR);
    expect(await screen.findByText('Total downtime: 1 h 05 min')).toBeTruthy();
    expect(screen.getByText(/No feed · 0 h 45 min$/)).toBeTruthy();
    expect(screen.getByText(/Not classified · 0 h 20 min$/)).toBeTruthy();
    const asked = new URL(api.requests.find((request) => request.url.startsWith('/api/stops'))!.url, 'http://site');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ from: DRAFT.shift_start, to: DRAFT.shift_end, equipment_class: 'plant', machine_id: '3' });
  });

  it('points one who may not open the Stop Counter to it instead of asking for its stops', async () => {
    answer(SIGNED);
    show();
    expect(await screen.findByText('The plant’s stops are shown to those who may open the Production Stop Counter.')).toBeTruthy();
    expect(api.requests.some((request) => request.url.startsWith('/api/stops'))).toBe(false);
  });

  it('lets one who may record but not sign save, with Sign disabled', async () => {
    answer(DRAFT);
    show({ record: true, sign: false, amend: false });
    await screen.findByLabelText('Weighed feed');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Sign' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
