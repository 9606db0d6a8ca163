import type { Reader, ReaderStatus } from '@weighbridge/contract/scales';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiTestServerForFile, permissionsOf, renderPage } from '../../app/testing/render-page';
import { testScale } from '../../app/testing/scale-records';
import { ReadersPage } from './readers-page';

const api = apiTestServerForFile();
const renderReaders = (actions: string[]) => renderPage(<ReadersPage />, { permissions: permissionsOf(['scale.readers'], actions) });

const LINE = { host: null, port: null, device_path: null, baud_rate: 9600, data_bits: 8, parity: 'none', stop_bits: 1 } as const;
const weighbridge = testScale(1, 'Weighbridge 1', { capacity_kg: 150000, connection: 'manual' });
const entry: Reader = {
  reader_id: 4,
  name: 'Entry reader',
  scale_id: 1,
  connection: 'tcp',
  prefix: 'ID:',
  suffix: null,
  card_format: 'hex',
  repeat_window_seconds: 10,
  enabled: true,
  ...LINE,
  host: '10.0.0.31',
  port: 4002,
};
const status: ReaderStatus = { reader_id: 4, connected: true, last_seen_at: new Date().toISOString(), last_card_number: '00A1B2C3', reads: 12, reconnects: 0 };

describe('the readers page', () => {
  it('lists each reader at its scale, with its format and its last card', async () => {
    api.answer('GET /api/scales', { status: 200, body: { data: [weighbridge] } });
    api.answer('GET /api/readers', { status: 200, body: { data: [entry] } });
    api.answer('GET /api/readers/4/status', { status: 200, body: { data: status } });
    renderReaders(['scale.readers.view']);

    const row = (await screen.findByRole('cell', { name: 'Entry reader' })).closest('tr')!;
    expect(await within(row).findByText('Weighbridge 1')).toBeTruthy();
    expect(within(row).getByText('TCP 10.0.0.31:4002')).toBeTruthy();
    expect(within(row).getByText('Hex, prefix "ID:"')).toBeTruthy();
    expect(await within(row).findByText('Online')).toBeTruthy();
    expect(within(row).getByText(/Last card 00A1B2C3/)).toBeTruthy();
    expect(within(row).getByText(/12 reads/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Reader' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit reader/ })).toBeNull();
  });

  it('adds a serial reader at the chosen scale with the default line and repeat window', async () => {
    api.answer('GET /api/scales', { status: 200, body: { data: [weighbridge] } });
    api.answer('GET /api/readers', { status: 200, body: { data: [] } });
    renderReaders(['scale.readers.view', 'scale.readers.configure']);

    fireEvent.click(await screen.findByRole('button', { name: 'Add Reader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Reader' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Exit reader' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Connection/ }), { target: { value: 'serial' } });
    expect(within(dialog).queryByRole('textbox', { name: /^Host/ })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Serial device/ }), { target: { value: '/dev/ttyS1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Scale is required')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Scale/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Weighbridge 1' }));
    api.answer('POST /api/readers', { status: 201, body: { data: { ...entry, reader_id: 5, name: 'Exit reader' } } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Reader' })).toBeNull());
    const sent = JSON.parse(api.requests.findLast((request) => request.method === 'POST')!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Exit reader', scale_id: 1, connection: 'serial', device_path: '/dev/ttyS1', host: null, baud_rate: 9600, repeat_window_seconds: 10 });
  });
});
