import type { ScaleReading } from '@weighbridge/contract/scales';
import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiTestServerForFile, permissionsOf, renderPage } from '../../app/testing/render-page';
import { testScale, truckReading } from '../../app/testing/scale-records';
import { DEVICE_STATUS_REFRESH_MS } from './device-status';
import { ScalesPage } from './scales-page';

const api = apiTestServerForFile();
const ADMIN = permissionsOf(['scale.scales'], ['scale.scales.view', 'scale.scales.configure']);
const SUPERVISOR = permissionsOf(['scale.scales'], ['scale.scales.view']);
const renderScales = (permissions: typeof ADMIN) => renderPage(<ScalesPage />, { permissions });

const manual = testScale(1, 'Weighbridge 1', { connection: 'manual' });
const north = testScale(2, 'North gate', { host: '10.0.0.21', port: 4001, location: 'North entrance' });
const spare = testScale(3, 'Spare indicator', { connection: 'serial', device_path: '/dev/ttyUSB0', baud_rate: 4800, data_bits: 7, parity: 'even', enabled: false });

/** An empty weighbridge whose indicator has lately dropped a frame and reconnected. */
const reading = (fields: Partial<ScaleReading>) =>
  truckReading({ weight_kg: 0, displayed_kg: 0, zero: true, frames_per_second: 9.96, parse_errors: 1, reconnects: 2, ...fields });

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('the scales page', () => {
  it('lists each scale with its connection and a status that follows the indicator', async () => {
    api.answer('GET /api/scales', { status: 200, body: { data: [manual, north, spare] } });
    api.answer('GET /api/scales/2/status', { status: 200, body: { data: reading({}) } });
    renderScales(ADMIN);

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

  it('asks before disabling a scale, sends it back whole but for the switch, and enables one without asking', async () => {
    api.answer('GET /api/scales', { status: 200, body: { data: [north, spare] } });
    api.answer('GET /api/scales/2/status', { status: 200, body: { data: reading({}) } });
    api.answer('PUT /api/scales/2', { status: 200, body: { data: { ...north, enabled: false } } });
    api.answer('PUT /api/scales/3', { status: 500, body: { error: 'Database unavailable' } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage(
      <>
        <Notifications />
        <ScalesPage />
      </>,
      { permissions: ADMIN },
    );
    const disable = within(await rowOf('North gate')).getByRole('button', { name: 'Disable scale North gate' });
    fireEvent.click(disable);
    expect(confirm).toHaveBeenLastCalledWith(
      'Disable North gate? Its indicator is disconnected and the weighing page no longer offers it until it is enabled again.',
    );
    fireEvent.click(disable);
    expect(await screen.findByText('Scale disabled')).toBeTruthy();
    const puts = () => api.requests.filter((request) => request.method === 'PUT');
    expect(puts().map((request) => request.url)).toEqual(['/api/scales/2']);
    expect(JSON.parse(puts()[0]!.body)).toMatchObject({ name: 'North gate', location: 'North entrance', host: '10.0.0.21', port: 4001, enabled: false });

    fireEvent.click(within(await rowOf('Spare indicator')).getByRole('button', { name: 'Enable scale Spare indicator' }));
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(JSON.parse(puts()[1]!.body)).toMatchObject({ name: 'Spare indicator', enabled: true });
    confirm.mockRestore();
    notifications.clean();
  });

  it('shows a supervisor the scales and their status without Add, Edit or Disable', async () => {
    api.answer('GET /api/scales', { status: 200, body: { data: [north] } });
    api.answer('GET /api/scales/2/status', { status: 200, body: { data: reading({ connected: false, last_frame_at: null }) } });
    renderScales(SUPERVISOR);

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
    renderScales(SUPERVISOR);

    const northRow = await rowOf('North gate');
    expect(within(northRow).getByText('ASCII stream, Rinstrum FMT_1')).toBeTruthy();
    expect((await within(northRow).findByTestId('scale-diagnosis')).textContent).toBe(diagnosis);
    expect(within(northRow).getByText(/Shows net, tare 14,200 kg/)).toBeTruthy();
    expect(within(northRow).getByText('The indicator shows a unit that is not converted to kg: set it to kg, t or lb (it shows N)')).toBeTruthy();
  });
});
