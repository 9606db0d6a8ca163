/**
 * The scales the bench connects: simulated Toledo indicators whose every frame shows a new weight, and
 * their configuration through the API. Scales are never deleted, so the bench reuses its scales by name
 * run after run and disables them when it is done: no bench scale stays connected to a closed port.
 */
import type { ScaleInput, ScaleReading } from '@weighbridge/contract/scales';
import { type ScaleSimulator, startScaleSimulator } from '@weighbridge/server/src/simulator/scale-simulator.js';
import type { ApiClient } from './api-client.js';

/** A weighbridge's size: a counting scale never reaches its capacity, so that no frame reads as an overload. */
const CAPACITY_KG = 100_000;
const DIVISION_KG = 20;
const FIRST_KG = 20_000;
const LAST_KG = 80_000;

/** A weight and when it was sent, arrived or shown (wall-clock ms). */
export type WeightAt = { weightKg: number; at: number };

/** `sent`: each frame as it left the simulator, with the weight it showed. */
export type CountingScale = { simulator: ScaleSimulator; sent: WeightAt[] };

/**
 * A Toledo indicator sending a frame every `frameIntervalMs`, each one division heavier than the one
 * before (a truck driving on, without end), so that each weight a client sees names the frame it came from.
 */
export async function startCountingScale(frameIntervalMs: number): Promise<CountingScale> {
  const simulator = await startScaleSimulator({ protocol: 'toledo', frameIntervalMs, cycle: false });
  const sent: WeightAt[] = [];
  simulator.setWeight(FIRST_KG);
  simulator.events.on('frame', (frame) => {
    sent.push({ weightKg: frame.state.weightKg, at: frame.at });
    const next = frame.state.weightKg + DIVISION_KG;
    simulator.setWeight(next > LAST_KG ? FIRST_KG : next);
  });
  return { simulator, sent };
}

type SavedScale = { data: { scale_id: number; name: string } };

export class BenchScales {
  private readonly connected = new Map<number, ScaleInput>();

  constructor(private readonly client: ApiClient) {}

  /** Configures the scale called `name` (the one of an earlier run, or a new one) on a simulator's port; answers its id. */
  async connect(name: string, port: number): Promise<number> {
    const body: ScaleInput = { name, capacity_kg: CAPACITY_KG, division_kg: DIVISION_KG, connection: 'tcp', protocol: 'toledo', host: '127.0.0.1', port, enabled: true };
    const listed = (await this.client.get('/api/scales')) as { data: SavedScale['data'][] };
    const earlier = listed.data.find((scale) => scale.name === name);
    const saved = (earlier ? await this.client.call('PUT', `/api/scales/${earlier.scale_id}`, body) : await this.client.post('/api/scales', body)) as SavedScale;
    this.connected.set(saved.data.scale_id, body);
    return saved.data.scale_id;
  }

  /** Waits until the server reads frames from each scale. */
  async waitReading(scaleIds: number[], timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (const scaleId of scaleIds) {
      for (let reading = await this.reading(scaleId); !reading.connected || reading.frames === 0; reading = await this.reading(scaleId)) {
        if (Date.now() > deadline) throw new Error(`The server did not read scale ${scaleId} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  async reading(scaleId: number): Promise<ScaleReading> {
    return ((await this.client.get(`/api/scales/${scaleId}/status`)) as { data: ScaleReading }).data;
  }

  /** Disables every scale connected since the last call; run it before the simulators close. */
  async disableAll(): Promise<void> {
    for (const [scaleId, body] of this.connected) {
      await this.client.call('PUT', `/api/scales/${scaleId}`, { ...body, enabled: false });
      this.connected.delete(scaleId);
    }
  }
}
