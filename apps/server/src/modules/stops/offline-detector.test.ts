/**
 * A scale whose indicator goes silent is stopped by itself: the scale simulator stops sending over TCP, the
 * Stop Counter opens a detected stop 'Indicator offline' from its last frame once the set time has passed,
 * and closes it when the frames come back. A scale someone stopped by hand gets no second stop.
 */
import type { Stop } from '@weighbridge/contract/stops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScaleSimulator, startScaleSimulator } from '../../simulator/scale-simulator.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const POLL = { timeout: 8000, interval: 50 };

describe.each(ENGINES)('stops detected from a silent indicator on the %s engine', (engine) => {
  let t: TestApp;
  let admin: string;
  let scale: ScaleSimulator;
  let scaleId: number;

  beforeAll(async () => {
    t = await startTestApp(engine, { INDICATOR_OFFLINE_STOP_SECONDS: '2' }, { clock: 'wall' });
    admin = await t.signInAs('admin');
    scale = await startScaleSimulator({ protocol: 'toledo', cycle: false, frameIntervalMs: 50 });
    scale.setWeight(0);
    const body = { name: 'Weighbridge North', capacity_kg: 60_000, division_kg: 20, connection: 'tcp', host: '127.0.0.1', port: scale.port };
    scaleId = (await t.call('POST', '/api/scales', { token: admin, body })).json().data.scale_id;
  });
  afterAll(async () => {
    await t.close();
    await scale.close();
  });

  const openStop = async (): Promise<Stop | null> =>
    (await t.call('GET', '/api/stops/board?equipment_class=scale', { token: admin })).json().data.find((machine: { machine_id: number }) => machine.machine_id === scaleId).open_stop;

  it('opens a stop from the last frame once the indicator has been silent for the set time, and closes it when frames return', async () => {
    await expect.poll(async () => (await t.call('GET', `/api/scales/${scaleId}/status`, { token: admin })).json().data.stale, POLL).toBe(false);
    await t.offlineStops.check();
    expect(await openStop()).toBeNull();

    scale.silence(true);
    const silencedAt = Date.now();
    // Silent, but not yet for the set time: nothing yet.
    await expect.poll(async () => (await t.call('GET', `/api/scales/${scaleId}/status`, { token: admin })).json().data.stale, POLL).toBe(true);
    await t.offlineStops.check();
    expect(await openStop()).toBeNull();

    await expect
      .poll(async () => {
        await t.offlineStops.check();
        return openStop();
      }, POLL)
      .toMatchObject({ source: 'detected', detection: 'indicator_offline', reason_name: 'Indicator offline', category: 'unscheduled_maintenance', ended_at: null });
    const opened = (await openStop())!;
    // From its last frame, not from when it was noticed.
    expect(Date.parse(opened.started_at)).toBeLessThanOrEqual(silencedAt + 100);
    expect(Date.parse(opened.started_at)).toBeGreaterThan(silencedAt - 1000);

    scale.silence(false);
    await expect
      .poll(async () => {
        await t.offlineStops.check();
        return openStop();
      }, POLL)
      .toBeNull();
    const stop = (await t.call('GET', `/api/stops/${opened.stop_id}`, { token: admin })).json().data as Stop;
    expect(Date.parse(stop.ended_at!)).toBeGreaterThan(Date.parse(stop.started_at) + 2000);
  });

  it('adds no stop to a scale already stopped by hand', async () => {
    const calibration = await t.call('POST', '/api/stops', { token: admin, body: { equipment_class: 'scale', machine_id: scaleId, comment: 'Calibration by the verifier' } });
    expect(calibration.statusCode).toBe(201);
    scale.silence(true);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await t.offlineStops.check();
    expect(await openStop()).toMatchObject({ stop_id: calibration.json().data.stop_id, source: 'manual' });
    scale.silence(false);
  });
});
