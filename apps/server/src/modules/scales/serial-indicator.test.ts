/**
 * A scale on a serial line: socat makes a pseudo-terminal pair whose far end is the simulator's TCP port,
 * so the server opens a real serial device (through the serialport package) and reads an indicator on it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ScaleReading } from '@weighbridge/contract/scales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScaleSimulator, startScaleSimulator } from '../../simulator/scale-simulator.js';
import { ENGINES, makeTempDir } from '../../test/engines.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

// A device that cannot be opened yet is tried again after 1, 2, 5 and 10 s (device-link.ts): on a busy machine
// the fifth try comes 18 s in.
const POLL = { timeout: 30_000, interval: 50 };

/** A serial device at `link` wired to the TCP port; .ci/run installs socat where it is missing. */
async function serialLine(link: string, tcpPort: number): Promise<ChildProcess> {
  const socat = spawn('socat', [`pty,raw,echo=0,link=${link}`, `tcp:127.0.0.1:${tcpPort}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  socat.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const failed = new Promise<never>((_resolve, reject) => {
    socat.once('error', (error) => reject(new Error(`socat could not be started (is it installed?): ${error.message}`)));
    socat.once('exit', (code) => reject(new Error(`socat ended (${code}): ${stderr}`)));
  });
  const ready = (async () => {
    for (;;) {
      try {
        await fs.lstat(link);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  })();
  await Promise.race([ready, failed]);
  failed.catch(() => undefined);
  return socat;
}

async function ended(process: ChildProcess): Promise<void> {
  if (process.exitCode !== null || process.signalCode !== null) return;
  const exited = new Promise((resolve) => process.once('exit', resolve));
  process.kill('SIGTERM');
  await exited;
}

describe.each(ENGINES)('a serial scale indicator on the %s engine', (engine) => {
  let t: TestApp;
  let admin: string;
  let dir: string;
  let simulator: ScaleSimulator;
  let socat: ChildProcess;
  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await t.signInAs('admin');
    dir = await makeTempDir('weighbridge-serial-');
    simulator = await startScaleSimulator({ protocol: 'toledo', toledoChecksum: true, cycle: false });
    simulator.setWeight(27_340);
  });
  afterAll(async () => {
    await t.close();
    await ended(socat);
    await simulator.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const status = async (scaleId: number): Promise<ScaleReading> => (await t.call('GET', `/api/scales/${scaleId}/status`, { token: admin })).json().data;

  it('reads the weight of an indicator on a serial device, and goes offline when the line is gone', async () => {
    const device = path.join(dir, 'indicator');
    socat = await serialLine(device, simulator.port);
    const body = {
      name: 'Weighbridge serial',
      capacity_kg: 60_000,
      division_kg: 20,
      connection: 'serial',
      device_path: device,
      baud_rate: 9600,
      protocol: 'toledo',
      toledo_checksum: true,
    };
    const created = await t.call('POST', '/api/scales', { token: admin, body });
    expect(created.statusCode, created.body).toBe(201);
    const scaleId = created.json().data.scale_id;
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ connection: 'serial', connected: true, weight_kg: 27_340, stable: true, parse_errors: 0 });

    await ended(socat);
    await expect.poll(async () => status(scaleId), POLL).toMatchObject({ connected: false, capture_refusal: 'The scale is offline: no connection to its indicator' });
  });
});
