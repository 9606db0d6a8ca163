/**
 * Indicators as sites have them, against the simulator over real TCP: a 7E1 indicator behind a converter
 * set to 8N1, a checksum the scale does not expect, and a net weight whose tare the indicator does not send.
 * The scale's status says in words what disagrees, and a capture is refused rather than taken wrong.
 */
import { CAPTURE_REFUSALS, type ScaleReading } from '@weighbridge/contract/scales';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ScaleSimulator, type ScaleSimulatorOptions, startScaleSimulator } from '../../simulator/scale-simulator.js';
import { ENGINES } from '../../test/engines.js';
import { makeVehicle } from '../../test/site-data.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { tcpScaleBody } from '../../test/scale-bodies.js';

const POLL = { timeout: 8000, interval: 25 };

describe.each(ENGINES)('indicators as sites have them on the %s engine', (engine) => {
  let t: TestApp;
  let admin: string;
  let simulators: ScaleSimulator[] = [];
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { clock: 'wall' });
    admin = await t.signInAs('admin');
  });
  afterEach(async () => {
    await Promise.all(simulators.map((simulator) => simulator.close()));
    simulators = [];
  });
  afterAll(async () => t.close());

  const simulator = async (options: Omit<ScaleSimulatorOptions, 'cycle'>, weightKg = 24_680) => {
    const started = await startScaleSimulator({ cycle: false, frameIntervalMs: 50, ...options });
    started.setWeight(weightKg);
    simulators.push(started);
    return started;
  };
  const scaleBody = (port: number, fields: Record<string, unknown> = {}) => tcpScaleBody(port, { name: `Weighbridge ${port}`, ...fields });
  const configure = async (port: number, fields: Record<string, unknown> = {}): Promise<number> => {
    const answer = await t.call('POST', '/api/scales', { token: admin, body: scaleBody(port, fields) });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.scale_id;
  };
  const status = async (scaleId: number): Promise<ScaleReading> => (await t.call('GET', `/api/scales/${scaleId}/status`, { token: admin })).json().data;

  it('reads a 7E1 indicator behind an 8N1 converter once Data bits is 7, and says so before', async () => {
    const scale = await simulator({ protocol: 'toledo', parity: 'even' });
    const scaleId = await configure(scale.port);
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({
      connected: true,
      weight_kg: null,
      diagnosis: 'Bytes arrive with bit 7 set: the indicator sends 7 data bits with even parity (7E1). Set Data bits to 7 and Parity to Even.',
    });
    const saved = await t.call('PUT', `/api/scales/${scaleId}`, { token: admin, body: scaleBody(scale.port, { data_bits: 7, parity: 'even' }) });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ weight_kg: 24_680, stable: true, diagnosis: null, capture_refusal: null });
  });

  it('asks a 7E1 polled indicator with the parity bit it checks, and reads its answers', async () => {
    const scale = await simulator({ protocol: 'sma', parity: 'odd' }, 31_220);
    const scaleId = await configure(scale.port, { protocol: 'sma', data_bits: 7, parity: 'odd' });
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ weight_kg: 31_220, stable: true, diagnosis: null });
  });

  it('says a checksum sent but not expected, and reads once the scale expects it', async () => {
    const scale = await simulator({ protocol: 'toledo', toledoChecksum: true });
    const scaleId = await configure(scale.port);
    await expect.poll(async () => (await status(scaleId)).diagnosis, POLL).toBe(
      'The indicator sends a checksum byte after each frame, and the scale expects none: tick Toledo checksum.',
    );
    await t.call('PUT', `/api/scales/${scaleId}`, { token: admin, body: scaleBody(scale.port, { toledo_checksum: true }) });
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ weight_kg: 24_680, diagnosis: null });
  });

  it('says frames of another protocol', async () => {
    const scale = await simulator({ protocol: 'toledo' });
    const scaleId = await configure(scale.port, { protocol: 'sma' });
    await expect.poll(async () => (await status(scaleId)).diagnosis, POLL).toBe(
      "What arrives reads as Mettler Toledo continuous, not as the scale's settings: set the protocol to match the indicator.",
    );
  });

  it('reads the gross of an MT-SICS indicator showing net, from the tare it answers to TA', async () => {
    const scale = await simulator({ protocol: 'sics' });
    scale.setNet(true, 14_200);
    const scaleId = await configure(scale.port, { protocol: 'sics' });
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ weight_kg: 24_680, displayed_kg: 10_480, net: true, tare_kg: 14_200, stable: true, parse_errors: 0 });
  });

  it('refuses to capture a net weight whose tare the indicator does not send, and shows what it displays', async () => {
    // SMA answers say net ('N') but carry no tare: the gross on the deck is not known.
    const scale = await simulator({ protocol: 'sma' });
    scale.setNet(true, 14_200);
    const scaleId = await configure(scale.port, { protocol: 'sma' });
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ weight_kg: null, displayed_kg: 10_480, net: true, tare_kg: null, capture_refusal: CAPTURE_REFUSALS.net });
    const vehicleId = await makeVehicle(t, admin);
    const capture = await t.call('POST', '/api/tara-weighings', { token: admin, body: { vehicleId, weightSource: 'scale', scaleId } });
    expect(capture.statusCode, capture.body).toBe(409);
    expect(capture.json()).toEqual({ error: CAPTURE_REFUSALS.net, code: 'CONFLICT' });
    const current = await t.call('GET', `/api/tara-weighings/vehicle/${vehicleId}/current`, { token: admin });
    expect(current.json()).toEqual({ hasTara: false, data: null });
  });
});
