import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MyPermissionsResponse } from '@weighbridge/contract/auth';
import type { Scale, ScaleReading } from '@weighbridge/contract/scales';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PermissionProvider } from '../../app/permissions/permission-context';
import { type ApiTestServer, startApiTestServer } from '../../app/testing/api-test-server';
import { SiteTimeZoneProvider } from '../../lib/site-time-zone';
import { DEVICE_STATUS_REFRESH_MS } from './device-status';
import { ScalesPage } from './scales-page';

let api: ApiTestServer;
beforeAll(async () => {
  api = await startApiTestServer();
});
afterAll(() => api.close());
afterEach(cleanup);

function permissionsOf(actions: string[]): () => Promise<MyPermissionsResponse> {
  const user = { id: 1, username: 'someone', name: 'Someone', role: 'admin', role_label: 'Admin', must_change_password: false, two_factor_enabled: false, two_factor_setup_required: false };
  return () => Promise.resolve({ success: true, permissions: { modules: ['scale'], pages: ['scale.scales'], actions }, raw: [], user });
}
const ADMIN = permissionsOf(['scale.scales.view', 'scale.scales.configure']);
const SUPERVISOR = permissionsOf(['scale.scales.view']);

function renderPage(loadPermissions: () => Promise<MyPermissionsResponse>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <PermissionProvider token="token" loadPermissions={loadPermissions}>
          <SiteTimeZoneProvider value="Europe/Ljubljana">
            <ScalesPage />
          </SiteTimeZoneProvider>
        </PermissionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const LINE = { host: null, port: null, device_path: null, baud_rate: 9600, data_bits: 8, parity: 'none', stop_bits: 1 } as const;
const scale = (scale_id: number, name: string, fields: Partial<Scale>): Scale => ({
  scale_id,
  name,
  location: null,
  capacity_kg: 60000,
  division_kg: 20,
  connection: 'tcp',
  protocol: 'toledo',
  toledo_checksum: false,
  ascii_format: 'custom',
  ascii_pattern: null,
  line_end: null,
  frame_length: null,
  enabled: true,
  ...LINE,
  ...fields,
});
const manual = scale(1, 'Weighbridge 1', { connection: 'manual' });
const north = scale(2, 'North gate', { host: '10.0.0.21', port: 4001, location: 'North entrance' });
const spare = scale(3, 'Spare indicator', { connection: 'serial', device_path: '/dev/ttyUSB0', baud_rate: 4800, data_bits: 7, parity: 'even', enabled: false });

function reading(fields: Partial<ScaleReading>): ScaleReading {
  return {
    scale_id: 2,
    connection: 'tcp',
    weight_kg: 0,
    displayed_kg: 0,
    net: false,
    tare_kg: null,
    unit: 'kg',
    fault: null,
    diagnosis: null,
    stable: true,
    motion: false,
    zero: true,
    overload: false,
    under_zero: false,
    connected: true,
    stale: false,
    returned_to_zero: true,
    last_frame_at: new Date().toISOString(),
    frames_per_second: 9.96,
    frames: 1200,
    parse_errors: 1,
    reconnects: 2,
    capture_refusal: null,
    ...fields,
  };
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('the scales page', () => {
  it('lists each scale with its connection and a status that follows the indicator', async () => {
    api.answer('GET /api/scales', { status: 200, body: { data: [manual, north, spare] } });
    api.answer('GET /api/scales/2/status', { status: 200, body: { data: reading({}) } });
    renderPage(ADMIN);

    const northRow = await rowOf('North gate');
    expect(within(northRow).getByText('TCP 10.0.0.21:4001')).toBeTruthy();
    expect(within(northRow).getByText('Mettler Toledo continuous')).toBeTruthy();
    expect(await within(northRow).findByText('Online')).toBeTruthy();
    expect(within(northRow).getByText(/10 frames\/s · 1 parse error · 2 reconnects/)).toBeTruthy();
    expect(within(northRow).getByText(/Last frame \d{2}:\d{2}:\d{2}/)).toBeTruthy();

    const manualRow = await rowOf('Weighbridge 1');
    expect(within(manualRow).getAllByText('Manual')).toHaveLength(2);
    const spareRow = await rowOf('Spare indicator');
    expect(within(spareRow).getByText('Serial /dev/ttyUSB0 4800 7E1')).toBeTruthy();
    expect(within(spareRow).getByText('Disabled')).toBeTruthy();
    expect(within(spareRow).getByRole('button', { name: 'Enable scale Spare indicator' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Scale' })).toBeTruthy();

    // The indicator stops answering: the next refresh shows it, without reloading the page.
    api.answer('GET /api/scales/2/status', { status: 200, body: { data: reading({ stale: true }) } });
    expect(await within(northRow).findByText('Offline', {}, { timeout: DEVICE_STATUS_REFRESH_MS * 2 })).toBeTruthy();
    // A manual or disabled scale has no indicator to ask about.
    expect(api.requests.filter((request) => /\/api\/scales\/[13]\/status/.test(request.url))).toEqual([]);
  });

  it('shows a supervisor the scales and their status without Add, Edit or Disable', async () => {
    api.answer('GET /api/scales', { status: 200, body: { data: [north] } });
    api.answer('GET /api/scales/2/status', { status: 200, body: { data: reading({ connected: false, last_frame_at: null }) } });
    renderPage(SUPERVISOR);

    const northRow = await rowOf('North gate');
    expect(await within(northRow).findByText('Offline')).toBeTruthy();
    expect(within(northRow).getByText(/Last frame —/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Scale' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit scale|Disable scale/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('says under the status what disagrees with the settings, the indicator\'s fault and a net weight', async () => {
    const rinstrum = { ...north, protocol: 'ascii', ascii_format: 'rinstrum-fmt1' } as const;
    const diagnosis = 'Bytes arrive with bit 7 set: the indicator sends 7 data bits with even parity (7E1). Set Data bits to 7 and Parity to Even.';
    api.answer('GET /api/scales', { status: 200, body: { data: [rinstrum] } });
    api.answer('GET /api/scales/2/status', { status: 200, body: { data: reading({ net: true, displayed_kg: 10480, tare_kg: 14200, weight_kg: 24680, fault: 'unit', unit: 'N', diagnosis }) } });
    renderPage(SUPERVISOR);

    const northRow = await rowOf('North gate');
    expect(within(northRow).getByText('ASCII stream, Rinstrum FMT_1')).toBeTruthy();
    expect((await within(northRow).findByTestId('scale-diagnosis')).textContent).toBe(diagnosis);
    expect(within(northRow).getByText(/Shows net, tare 14,200 kg/)).toBeTruthy();
    expect(within(northRow).getByText('The indicator shows a unit that is not converted to kg: set it to kg, t or lb (it shows N)')).toBeTruthy();
  });
});
