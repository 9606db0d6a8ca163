import { notificationsStore } from '@mantine/notifications';
import type { MyPermissionsResponse } from '@weighbridge/contract/auth';
import { CAPTURE_REFUSALS, MANUAL_WEIGHT_MESSAGES, type ScaleReading } from '@weighbridge/contract/scales';
import type { Vehicle } from '@weighbridge/contract/vehicles';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../app/session/session-storage';
import type { EventStream } from '../../app/testing/api-test-server';
import { apiTestServerForFile, renderPage } from '../../app/testing/render-page';
import { testScale, truckReading } from '../../app/testing/scale-records';
import { WeighingPage } from './weighing-page';

const api = apiTestServerForFile();
beforeAll(() => {
  // Opening a select scrolls to its chosen option, which jsdom cannot do.
  Element.prototype.scrollIntoView ??= () => undefined;
});

const weighbridge1 = testScale(1, 'Weighbridge 1', { connection: 'manual' });
const northScale = testScale(2, 'North weighbridge', { host: '127.0.0.1', port: 4001 });

const truck: Vehicle = {
  vehicle_id: 7,
  registration_number: 'LJ 123-AB',
  brand: 'Volvo',
  model: 'FH16',
  fuel_type: 'diesel',
  status: 'active',
  assigned_driver_id: null,
  year_manufactured: 2021,
  capacity_kg: 40000,
  tare_weight_kg: null,
  driver_name: null,
};

const reading = (patch: Partial<ScaleReading>) => truckReading({ frames: 100, ...patch });

function permissions(actions: string[]): MyPermissionsResponse {
  return {
    success: true,
    permissions: { modules: ['scale'], pages: ['scale.weighing'], actions },
    raw: [],
    user: { id: 3, username: 'oper', name: 'Olga Operator', role: 'operator', role_label: 'Operator', must_change_password: false, two_factor_enabled: false, two_factor_setup_required: false },
  };
}
const OPERATOR = permissions(['scale.weighing.view', 'scale.weighing.record']);
const SUPERVISOR = permissions(['scale.weighing.view', 'scale.weighing.record', 'scale.weighing.manual']);

let northLive: EventStream;
beforeEach(() => {
  localStorage.clear();
  api.requests.length = 0;
  storeSession({ token: 'operator-token', user: OPERATOR.user });
  api.answer('GET /api/vehicles', { status: 200, body: { data: [truck] } });
  api.answer('GET /api/scales', { status: 200, body: { data: [weighbridge1, northScale] } });
  api.answer('GET /api/tara-weighings/vehicle/7/current', { status: 200, body: { hasTara: false, data: null } });
  api.answer('POST /api/tara-weighings', { status: 201, body: { message: 'Tara recorded successfully', data: {} } });
  api.stream('/api/scales/1/live');
  northLive = api.stream('/api/scales/2/live');
});

function renderWeighing(granted: MyPermissionsResponse = OPERATOR) {
  renderPage(
    <MemoryRouter>
      <WeighingPage />
    </MemoryRouter>,
    { permissions: granted, token: 'operator-token' },
  );
}

/** Opens the page on the north scale, chosen as an operator would, with its stream connected. */
async function onNorthScale(granted?: MyPermissionsResponse) {
  renderWeighing(granted);
  fireEvent.click(await screen.findByRole('combobox', { name: 'Scale' }));
  fireEvent.click(await screen.findByRole('option', { name: 'North weighbridge' }));
  await waitFor(() => expect(northLive.connections()).toBe(1), { timeout: 10_000 });
}

const captureButton = () => screen.getByRole('button', { name: 'Capture' }) as HTMLButtonElement;
const weightField = () => screen.getByRole('textbox', { name: 'Current Weight (kg)' }) as HTMLInputElement;
const toasts = () => notificationsStore.getState().notifications.map((toast) => toast.message);
const sentTaras = () => api.requests.filter((request) => request.method === 'POST').map((request) => JSON.parse(request.body) as object);

async function chooseTruck() {
  fireEvent.click(screen.getByRole('combobox', { name: 'Vehicle' }));
  fireEvent.click(await screen.findByRole('option', { name: /LJ 123-AB/ }));
}

describe('the weighing page on a scale with an indicator', () => {
  it('shows the live weight, offers Capture only while stable, and records the tara by capture', async () => {
    await onNorthScale();
    northLive.send('reading', reading({ weight_kg: 12000, stable: false, motion: true, capture_refusal: CAPTURE_REFUSALS.motion }));
    expect(await screen.findByText('12,000.00 kg')).toBeTruthy();
    expect(screen.getByTestId('scale-state').textContent).toBe('Motion');
    expect(screen.getByTestId('capture-refusal').textContent).toBe(CAPTURE_REFUSALS.motion);
    expect(captureButton().disabled).toBe(true);

    northLive.send('reading', reading({ weight_kg: 24680 }));
    await waitFor(() => expect(screen.getByTestId('scale-state').textContent).toBe('Stable'));
    expect(screen.getByTestId('capture-refusal').textContent).toBe('');
    expect(captureButton().disabled).toBe(false);
    expect(weightField().readOnly).toBe(true);

    await chooseTruck();
    fireEvent.click(captureButton());
    expect(weightField().value).toBe('24680');
    fireEvent.click(screen.getByRole('button', { name: 'Record TARA (Empty)' }));
    await waitFor(() => expect(sentTaras()).toHaveLength(1));
    expect(sentTaras()[0]).toEqual({ vehicleId: 7, rfidCardNumber: null, weightSource: 'scale', scaleId: 2, notes: null });
  });

  it('reads Empty, with no refusal about divisions, while nothing is on the deck', async () => {
    await onNorthScale();
    northLive.send('reading', reading({ weight_kg: 0, displayed_kg: 0, zero: true, empty: true, capture_refusal: CAPTURE_REFUSALS.belowMinimum }));
    expect(await screen.findByText('0.00 kg')).toBeTruthy();
    expect(screen.getByTestId('scale-state').textContent).toBe('Empty');
    expect(screen.getByTestId('capture-refusal').textContent).toBe('');
    expect(captureButton().disabled).toBe(true);
    northLive.send('reading', reading({ weight_kg: 24680 }));
    await waitFor(() => expect(screen.getByTestId('scale-state').textContent).toBe('Stable'));
  });

  it('clears a captured weight when the live weight changes', async () => {
    await onNorthScale();
    northLive.send('reading', reading({ weight_kg: 24680 }));
    await waitFor(() => expect(captureButton().disabled).toBe(false));
    fireEvent.click(captureButton());
    expect(weightField().value).toBe('24680');
    northLive.send('reading', reading({ weight_kg: 24700 }));
    await waitFor(() => expect(weightField().value).toBe(''));
  });

  it('says under the refusal what the indicator sends that the scale\'s settings do not read', async () => {
    await onNorthScale();
    const diagnosis = 'The indicator sends its frames without a checksum, and the scale expects one: untick Toledo checksum.';
    northLive.send('reading', reading({ weight_kg: null, stale: true, diagnosis, capture_refusal: CAPTURE_REFUSALS.stale }));
    expect((await screen.findByTestId('live-diagnosis')).textContent).toBe(diagnosis);
    expect(screen.getByTestId('scale-state').textContent).toBe('Offline');
    northLive.send('reading', reading({ weight_kg: 24680 }));
    await waitFor(() => expect(screen.queryByTestId('live-diagnosis')).toBeNull());
  });

  it('shows the server refusal under a stable weight and Offline when the stream drops', async () => {
    await onNorthScale();
    northLive.send('reading', reading({ returned_to_zero: false, capture_refusal: CAPTURE_REFUSALS.notReturnedToZero }));
    await waitFor(() => expect(screen.getByTestId('capture-refusal').textContent).toBe(CAPTURE_REFUSALS.notReturnedToZero));
    expect(captureButton().disabled).toBe(true);
    northLive.end();
    await waitFor(() => expect(screen.getByTestId('scale-state').textContent).toBe('Offline'));
    expect(screen.getByTestId('capture-refusal').textContent).toBe(CAPTURE_REFUSALS.offline);
    // The stream is opened again by itself.
    await waitFor(() => expect(northLive.connections()).toBe(1), { timeout: 3000 });
  });

  it('selects the vehicle of a card read at the scale, and keeps an unknown card for the tara', async () => {
    api.answer('GET /api/tara-weighings/rfid/0A1B2C', {
      status: 200,
      body: { data: { rfid_card_number: '0A1B2C', vehicle_id: 7, registration_number: 'LJ 123-AB', brand: 'Volvo', model: 'FH16', driver_name: null, current_tara: null } },
    });
    await onNorthScale();
    northLive.send('card', { reader_id: 1, scale_id: 2, card_number: '0A1B2C', read_at: new Date().toISOString() });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Vehicle' }) as HTMLInputElement).value).toBe('LJ 123-AB — Volvo FH16'));
    expect((screen.getByRole('textbox', { name: /RFID Card Number/ }) as HTMLInputElement).value).toBe('0A1B2C');

    northLive.send('card', { reader_id: 1, scale_id: 2, card_number: '99887766', read_at: new Date().toISOString() });
    expect(await screen.findByText('Card 99887766 is not assigned to a vehicle: Record TARA (Empty) assigns it to the selected vehicle')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /RFID Card Number/ }) as HTMLInputElement).value).toBe('99887766');
  });

  it('lets only a user with scale.weighing.manual type a weight, and then asks for the reason', async () => {
    await onNorthScale();
    expect(screen.queryByRole('switch', { name: /Type weight/ })).toBeNull();
    expect(weightField().readOnly).toBe(true);
    cleanup();

    await onNorthScale(SUPERVISOR);
    await chooseTruck();
    fireEvent.click(await screen.findByRole('switch', { name: /Type weight/ }));
    expect(weightField().readOnly).toBe(false);
    fireEvent.change(weightField(), { target: { value: '24000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record TARA (Empty)' }));
    expect(toasts()).toContain(MANUAL_WEIGHT_MESSAGES.reason);
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for Typed Weight/ }), { target: { value: 'Indicator under repair' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record TARA (Empty)' }));
    await waitFor(() => expect(sentTaras()).toHaveLength(1));
    expect(sentTaras()[0]).toMatchObject({ tareWeight: 24000, weightSource: 'manual', manualReason: 'Indicator under repair', scaleId: 2 });
  });

  it('remembers the chosen scale in this browser', async () => {
    await onNorthScale();
    cleanup();
    renderWeighing();
    expect(await screen.findByTestId('live-weight')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Scale' }) as HTMLInputElement).value).toBe('North weighbridge');
  });
});

describe('the weighing page on a scale without an indicator', () => {
  it('works as it always has: no live display, the weight typed and sent on scale 1', async () => {
    renderWeighing();
    await screen.findByRole('combobox', { name: 'Scale' });
    expect(screen.queryByTestId('live-weight')).toBeNull();
    await chooseTruck();
    fireEvent.change(weightField(), { target: { value: '15000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record TARA (Empty)' }));
    await waitFor(() => expect(sentTaras()).toHaveLength(1));
    expect(sentTaras()[0]).toEqual({ vehicleId: 7, rfidCardNumber: null, tareWeight: 15000, scaleId: 1, notes: null });
  });

  it('hides the scale choice when the site has one scale', async () => {
    api.answer('GET /api/scales', { status: 200, body: { data: [weighbridge1, { ...northScale, enabled: false }] } });
    renderWeighing();
    await waitFor(() => expect(api.requests.some((request) => request.url === '/api/scales')).toBe(true));
    await screen.findByRole('combobox', { name: 'Vehicle' });
    expect(screen.queryByRole('combobox', { name: 'Scale' })).toBeNull();
  });
});
