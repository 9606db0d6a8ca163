import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiTestServerForFile, renderPage } from '../../app/testing/render-page';
import { testScale } from '../../app/testing/scale-records';
import { ScaleFormModal } from './scale-form-modal';

const api = apiTestServerForFile();
const renderForm = (onClose = () => undefined) => renderPage(<ScaleFormModal onClose={onClose} />);

const field = (name: string) => screen.queryByRole('textbox', { name: new RegExp(`^${name}`) });
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const choose = (name: string, value: string) => fireEvent.change(select(name), { target: { value } });
const type = (name: string, value: string) => fireEvent.change(field(name)!, { target: { value } });
/** A 60 t weighbridge with 20 kg divisions, named. */
const typeScale = (name: string) => {
  type('Name', name);
  type('Capacity', '60000');
  type('Division', '20');
};

const saved = testScale(2, 'Weighbridge 2', { host: '10.0.0.21', port: 4001 });

describe('the scale dialog', () => {
  it('shows the fields each connection needs, and the protocol only for an indicator', () => {
    renderForm();
    expect(select('Connection')).toHaveProperty('value', 'manual');
    for (const name of ['Host', 'Serial device']) expect(field(name), name).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Protocol/ })).toBeNull();

    choose('Connection', 'tcp');
    expect(field('Host')).not.toBeNull();
    expect(field('Port')).not.toBeNull();
    expect(field('Serial device')).toBeNull();
    expect(select('Protocol')).toHaveProperty('value', 'toledo');
    expect(screen.getByRole('checkbox', { name: 'Toledo checksum' })).toBeTruthy();

    choose('Connection', 'serial');
    expect(field('Host')).toBeNull();
    expect(field('Serial device')).not.toBeNull();
    // The line most indicators leave the factory with: 9600 8N1.
    expect([select('Baud rate'), select('Data bits'), select('Parity'), select('Stop bits')].map((input) => (input as HTMLSelectElement).value)).toEqual([
      '9600',
      '8',
      'none',
      '1',
    ]);
  });

  it('asks for a pattern naming its groups only for the ASCII stream', () => {
    renderForm();
    choose('Connection', 'tcp');
    expect(field('Pattern')).toBeNull();
    choose('Protocol', 'ascii');
    const pattern = field('Pattern')!;
    const hint = document.getElementById(pattern.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent;
    for (const group of ['weight', 'sign', 'unit', 'motion', 'stable', 'net', 'overload', 'underload', 'error']) expect(hint).toContain(group);
    expect(screen.queryByRole('checkbox', { name: 'Toledo checksum' })).toBeNull();
    // A named format brings its own layout and end of frame.
    expect(select('End of frame')).toHaveProperty('value', '');
    choose('Format', 'rinstrum-fmt1');
    expect(field('Pattern')).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^End of frame/ })).toBeNull();
  });

  it('sends a named format without a pattern, and MT-SICS with its end of frame', async () => {
    const onClose = vi.fn();
    renderForm(onClose);
    typeScale('Weighbridge 4');
    choose('Connection', 'tcp');
    type('Host', '10.0.0.22');
    type('Port', '4001');
    // The data bits of a TCP connection: a 7E1 indicator behind a converter that passes 8.
    choose('Data bits', '7');
    choose('Protocol', 'ascii');
    type('Pattern', '^(?<weight>\\d+)$');
    choose('Format', 'cardinal-sb400');
    choose('Protocol', 'sics');
    choose('End of frame', 'length');
    expect(field('Frame length')).not.toBeNull();
    choose('End of frame', 'cr');
    expect(field('Frame length')).toBeNull();
    api.answer('POST /api/scales', { status: 201, body: { data: saved } });
    api.answer('GET /api/scales', { status: 200, body: { data: [saved] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = JSON.parse(api.requests.findLast((request) => request.method === 'POST')!.body) as Record<string, unknown>;
    // The ASCII stream was tried and left: neither its format nor its pattern goes with MT-SICS.
    expect(sent).toMatchObject({ protocol: 'sics', data_bits: 7, ascii_format: 'custom', ascii_pattern: null, line_end: 'cr', frame_length: null });
  });

  it('says an empty capacity and division are required, not that they must be numbers', async () => {
    renderForm();
    const posts = () => api.requests.filter((request) => request.method === 'POST').length;
    const postsBefore = posts();
    type('Name', 'Weighbridge 5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Capacity (kg) is required')).toBeTruthy();
    expect(screen.getByText('Division (kg) is required')).toBeTruthy();
    expect(screen.queryByText(/must be a number/)).toBeNull();
    expect(posts()).toBe(postsBefore);
  });

  it('names what a TCP connection lacks with the server’s words, and sends only its own fields', async () => {
    const onClose = vi.fn();
    renderForm(onClose);
    typeScale('Weighbridge 2');
    choose('Connection', 'serial');
    type('Serial device', '/dev/ttyUSB0');
    choose('Connection', 'tcp');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Host is required for a tcp connection')).toBeTruthy();

    type('Host', '10.0.0.21');
    type('Port', '4001');
    api.answer('POST /api/scales', { status: 201, body: { data: saved } });
    api.answer('GET /api/scales', { status: 200, body: { data: [saved] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = JSON.parse(api.requests.findLast((request) => request.method === 'POST')!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ connection: 'tcp', host: '10.0.0.21', port: 4001, device_path: null, protocol: 'toledo', ascii_pattern: null });
  });

  it('shows the server’s refusal of a field under that field and stays open', async () => {
    const onClose = vi.fn();
    renderForm(onClose);
    typeScale('Weighbridge 3');
    choose('Connection', 'tcp');
    type('Host', 'indicator.local');
    type('Port', '4001');
    choose('Protocol', 'ascii');
    type('Pattern', '^(\\d+)$');
    const refusal = 'Pattern needs a named group "weight", e.g. (?<weight>-?\\d+(\\.\\d+)?)';
    api.answer('POST /api/scales', { status: 400, body: { error: refusal, code: 'BAD_REQUEST' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText(refusal);
    expect(field('Pattern')!.getAttribute('aria-describedby')).toContain(message.id);
    expect(onClose).not.toHaveBeenCalled();
  });
});
