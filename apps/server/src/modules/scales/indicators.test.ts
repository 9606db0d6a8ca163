/**
 * The server's connections to scale indicators, against the simulator over real TCP: readings arrive,
 * settle, go stale and offline, come back, survive garbage, and follow the scale's configuration without
 * a restart.
 */
import type { ScaleProtocol, ScaleReading } from '@weighbridge/contract/scales';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_ASCII_PATTERN } from '../../simulator/ascii-lines.js';
import { type ScaleSimulator, startScaleSimulator } from '../../simulator/scale-simulator.js';
import { ENGINES } from '../../test/engines.js';
import { valueOf } from '../../test/metrics-text.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { tcpScaleBody } from '../../test/scale-bodies.js';

const POLL = { timeout: 8000, interval: 20 };

describe.each(ENGINES)('scale indicators on the %s engine', (engine) => {
  let t: TestApp;
  let admin: string;
  let simulators: ScaleSimulator[] = [];
  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await t.signInAs('admin');
  });
  afterEach(async () => {
    await Promise.all(simulators.map((simulator) => simulator.close()));
    simulators = [];
  });
  afterAll(async () => t.close());

  const simulator = async (protocol: ScaleProtocol, weightKg = 24_680) => {
    const started = await startScaleSimulator({ protocol, cycle: false });
    started.setWeight(weightKg);
    simulators.push(started);
    return started;
  };
  const scaleBody = tcpScaleBody;
  const configure = async (port: number, fields: Record<string, unknown> = {}): Promise<number> => {
    const answer = await t.call('POST', '/api/scales', { token: admin, body: scaleBody(port, fields) });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.scale_id;
  };
  const metric = async (name: string, scaleId: number) =>
    valueOf((await t.call('GET', '/api/monitoring/metrics', { token: admin })).body, `${name}{scale="${scaleId}"}`);
  const status = async (scaleId: number): Promise<ScaleReading> => (await t.call('GET', `/api/scales/${scaleId}/status`, { token: admin })).json().data;

  it('reads the Toledo simulator’s weight, in motion at first and stable after half a second', async () => {
    const scale = await simulator('toledo');
    const scaleId = await configure(scale.port);
    await expect.poll(async () => (await status(scaleId)).weight_kg, POLL).toBe(24_680);
    const first = await status(scaleId);
    expect(first).toMatchObject({ connection: 'tcp', connected: true, stale: false, stable: false, motion: true, capture_refusal: 'The scale is in motion: wait until the weight is stable' });
    const firstSeen = Date.now();
    await expect.poll(async () => (await status(scaleId)).stable, POLL).toBe(true);
    expect(Date.now() - firstSeen).toBeGreaterThanOrEqual(300);
    const settled = await status(scaleId);
    expect(settled).toMatchObject({ weight_kg: 24_680, motion: false, zero: false, overload: false, under_zero: false, empty: false, parse_errors: 0, capture_refusal: null });
    expect(settled.frames).toBeGreaterThan(3);
    expect(settled.frames_per_second).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(settled.last_frame_at!)).toBeLessThan(1000);
  });

  it.each([
    ['sics', {}],
    ['sma', {}],
    ['ascii', { ascii_pattern: SIMULATOR_ASCII_PATTERN }],
  ] as const)('reads the %s simulator’s weight, asking for it where the protocol is polled', async (protocol, fields) => {
    const scale = await simulator(protocol, 31_220);
    const scaleId = await configure(scale.port, { protocol, ...fields });
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ weight_kg: 31_220, stable: true, connected: true, parse_errors: 0 });
  });

  it('reads the simulator’s overload and motion as the capture refusals say them', async () => {
    const scale = await simulator('toledo');
    const scaleId = await configure(scale.port);
    await expect.poll(async () => (await status(scaleId)).stable, POLL).toBe(true);
    scale.setOverload(true);
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ overload: true, capture_refusal: 'The scale is overloaded' });
    scale.setOverload(false);
    scale.setMotion(true);
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ motion: true, stable: false, capture_refusal: 'The scale is in motion: wait until the weight is stable' });
  });

  it('says the deck is empty below 20 divisions (400 kg on 20 kg divisions), and not from 400 kg on', async () => {
    const scale = await simulator('toledo', 0);
    const scaleId = await configure(scale.port);
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ weight_kg: 0, stable: true, empty: true, capture_refusal: 'The weight is below 20 divisions of the scale' });
    scale.setWeight(380);
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ weight_kg: 380, stable: true, empty: true });
    scale.setWeight(400);
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ weight_kg: 400, stable: true, empty: false, capture_refusal: null });
  });

  it('goes offline when the simulator drops, counts the attempts, and reconnects when it comes back', async () => {
    const scale = await simulator('toledo');
    const scaleId = await configure(scale.port);
    await expect.poll(async () => (await status(scaleId)).connected, POLL).toBe(true);
    await scale.drop();
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ connected: false, capture_refusal: 'The scale is offline: no connection to its indicator' });
    await expect.poll(async () => (await status(scaleId)).reconnects, POLL).toBeGreaterThanOrEqual(1);
    await scale.up();
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ connected: true, stale: false, weight_kg: 24_680 });
  });

  it('goes stale when the simulator falls silent on an open connection, and fresh when it speaks again', async () => {
    const scale = await simulator('toledo');
    const scaleId = await configure(scale.port);
    await expect.poll(async () => (await status(scaleId)).stable, POLL).toBe(true);
    scale.silence(true);
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({
      connected: true,
      stale: true,
      stable: false,
      capture_refusal: 'The scale has sent no reading for more than a second',
    });
    scale.silence(false);
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ stale: false, connected: true });
  });

  it('counts garbage as parse errors and carries on reading', async () => {
    const scale = await simulator('toledo');
    const scaleId = await configure(scale.port);
    await expect.poll(async () => (await status(scaleId)).weight_kg, POLL).toBe(24_680);
    scale.sendGarbage('\u0002#!garbage-from-a-noisy-line\r\n');
    await expect.poll(async () => (await status(scaleId)).parse_errors, POLL).toBeGreaterThanOrEqual(1);
    scale.sendGarbage('no frame here');
    await expect.poll(async () => (await status(scaleId)).parse_errors, POLL).toBeGreaterThanOrEqual(2);
    const afterGarbage = await status(scaleId);
    scale.setWeight(18_000);
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ weight_kg: 18_000, connected: true, stable: true });
    expect((await status(scaleId)).frames).toBeGreaterThan(afterGarbage.frames);
  });

  it('closes the connection of a disabled scale at once, and opens it again when enabled, without a restart', async () => {
    const scale = await simulator('toledo');
    const scaleId = await configure(scale.port);
    await expect.poll(() => scale.status().clients, POLL).toBe(1);
    const disabled = await t.call('PUT', `/api/scales/${scaleId}`, { token: admin, body: scaleBody(scale.port, { enabled: false }) });
    expect(disabled.statusCode).toBe(200);
    await expect.poll(() => scale.status().clients, POLL).toBe(0);
    expect(await status(scaleId)).toMatchObject({ connected: false, capture_refusal: 'The scale is disabled' });
    await t.call('PUT', `/api/scales/${scaleId}`, { token: admin, body: scaleBody(scale.port) });
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ connected: true, weight_kg: 24_680 });
  });

  it('follows a scale moved to another indicator, and keeps the connection when only its name changes', async () => {
    const first = await simulator('toledo', 12_000);
    const second = await simulator('sics', 36_000);
    const scaleId = await configure(first.port);
    await expect.poll(async () => (await status(scaleId)).weight_kg, POLL).toBe(12_000);
    await t.call('PUT', `/api/scales/${scaleId}`, { token: admin, body: scaleBody(first.port, { name: 'Weighbridge East' }) });
    expect(first.status().clients).toBe(1);
    expect((await status(scaleId)).weight_kg).toBe(12_000);
    await t.call('PUT', `/api/scales/${scaleId}`, { token: admin, body: scaleBody(second.port, { protocol: 'sics' }) });
    await expect.poll(() => first.status().clients, POLL).toBe(0);
    await expect.poll(async () => (await status(scaleId)).weight_kg, POLL).toBe(36_000);
  });

  it('counts frames, parse errors and reconnects in the metrics, and says whether the indicator is connected', async () => {
    const scale = await simulator('toledo');
    const scaleId = await configure(scale.port);
    await expect.poll(() => metric('weighbridge_scale_connected', scaleId), POLL).toBe(1);
    // The test's engines share the process's metrics and number their scales alike: counts are compared.
    const frames = await metric('weighbridge_scale_frames_total', scaleId);
    const parseErrors = await metric('weighbridge_scale_parse_errors_total', scaleId);
    const reconnects = await metric('weighbridge_scale_reconnects_total', scaleId);
    await expect.poll(() => metric('weighbridge_scale_frames_total', scaleId), POLL).toBeGreaterThan(frames + 3);
    scale.sendGarbage('noise on the line');
    await expect.poll(() => metric('weighbridge_scale_parse_errors_total', scaleId), POLL).toBeGreaterThan(parseErrors);
    await scale.drop();
    await expect.poll(() => metric('weighbridge_scale_connected', scaleId), POLL).toBe(0);
    await expect.poll(() => metric('weighbridge_scale_reconnects_total', scaleId), POLL).toBeGreaterThan(reconnects);
    await scale.up();
    await expect.poll(() => metric('weighbridge_scale_connected', scaleId), POLL).toBe(1);
    await t.call('PUT', `/api/scales/${scaleId}`, { token: admin, body: scaleBody(scale.port, { enabled: false }) });
    expect(await metric('weighbridge_scale_connected', scaleId)).toBe(0);
  });

  it('holds the scales it talks to, says so in the health check, and lets one go when it is disabled', async () => {
    const scale = await simulator('toledo');
    const scaleId = await configure(scale.port);
    await expect.poll(() => scale.status().clients, POLL).toBe(1);
    const held = async () => (await t.call('GET', '/api/health')).json().devices;
    expect((await held()).scales).toContain(scaleId);
    // Scale 1 is typed by hand: there is nothing to hold.
    expect((await held()).scales).not.toContain(1);
    await t.call('PUT', `/api/scales/${scaleId}`, { token: admin, body: scaleBody(scale.port, { enabled: false }) });
    expect((await held()).scales).not.toContain(scaleId);
    await expect.poll(() => scale.status().clients, POLL).toBe(0);
  });

  it('waits for the scale to return to zero after a capture', async () => {
    const scale = await simulator('toledo');
    const scaleId = await configure(scale.port);
    await expect.poll(async () => (await status(scaleId)).capture_refusal, POLL).toBeNull();
    t.devices.captured(scaleId, new Date());
    expect(await status(scaleId)).toMatchObject({
      returned_to_zero: false,
      capture_refusal: 'The scale has not returned to zero since its last weighing: the truck must drive off first',
    });
    scale.setWeight(0);
    await expect.poll(async () => (await status(scaleId)).returned_to_zero, POLL).toBe(true);
    expect(t.devices.indicatorReading(scaleId)).toMatchObject({ connected: true, weightKg: 0 });
    expect(t.devices.indicatorReading(1)).toBeNull();
  });
});
