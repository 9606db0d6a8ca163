/**
 * What the rest of the site sees while an import runs: a health check and a scale house weighing trucks
 * (tara, then load), each one call at a time, timed from the client. The same probes run with no import
 * first, for the reference measured in the same run.
 */
import { seededRandom } from '../random.js';
import type { ApiClient } from './api-client.js';
import { type Figure, ms, verdict } from './figures.js';
import { timing } from './timing.js';
import { type Acknowledged, type WeighingSite, weighTruck } from './weighing-client.js';

/** Pause between two health checks, as a monitor polls; weighings follow each other without a pause. */
const HEALTH_EVERY_MS = 100;

export type ProbeSamples = { healthMs: number[]; weighingMs: number[] };

/** Runs both probes until `until` resolves, each at least once; answers their latencies. */
export async function probeWhile(client: ApiClient, site: WeighingSite, vehicleId: number, until: Promise<unknown>): Promise<ProbeSamples> {
  let done = false;
  const finished = until.finally(() => (done = true));
  const samples: ProbeSamples = { healthMs: [], weighingMs: [] };
  const health = async () => {
    do {
      const started = performance.now();
      await client.get('/api/health');
      samples.healthMs.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    } while (!done);
  };
  const random = seededRandom(777);
  const acked: Acknowledged = { taraIds: [], loads: [] };
  const weighings = async () => {
    do await weighTruck(client, site, vehicleId, random, acked, samples.weighingMs);
    while (!done);
  };
  await Promise.all([health(), weighings(), finished]);
  return samples;
}

/** The probes' p99 during the import next to their p99 with none; the budget is the site's normal time, three times over. */
export function probeFigures(section: string, rows: number, during: ProbeSamples, reference: ProbeSamples): Figure[] {
  const line = (name: string, measured: number[], normal: number[]): Figure => {
    const now = timing(measured);
    const before = timing(normal);
    return {
      section,
      name: `${name} p99 during the import of ${rows.toLocaleString('en-US')} rows`,
      value: `p99 ${ms(now.p99)} / p50 ${ms(now.p50)}, longest ${ms(Math.max(...measured))} (${now.count} calls)`,
      reference: `no import: p99 ${ms(before.p99)} / p50 ${ms(before.p50)} (${before.count} calls)`,
      budget: '<= 3x the p99 with no import',
      verdict: verdict(now.p99 <= 3 * before.p99),
    };
  };
  return [line('GET /api/health', during.healthMs, reference.healthMs), line('Weighing (tara or load)', during.weighingMs, reference.weighingMs)];
}
