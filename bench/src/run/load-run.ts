/**
 * The load run (reliability): many clients for a minute, mixing dashboard, report and list reads with
 * tara + load weighings, each with an Idempotency-Key and one in ten sent twice. Afterwards the database
 * must hold every acknowledged weighing exactly once, and no answer may have been an error.
 */
import { seededRandom } from '../random.js';
import { ApiClient } from './api-client.js';
import { endpointPaths } from './dashboard-and-reports.js';
import type { Figure } from './figures.js';
import type { Period } from './periods.js';
import { timing } from './timing.js';
import { type Acknowledged, runClients, type WeighingSite, weighTruck } from './weighing-client.js';

export const SECTION = 'Load run (reliability)';

export type LoadRun = { clients: number; seconds: number; requests: number; reads: number; errors: number; firstError?: string; readP95: number; acked: Acknowledged };

export async function runLoad(baseUrl: string, signIn: (client: ApiClient) => Promise<void>, site: WeighingSite, periods: Period[], clients: number, durationMs: number): Promise<LoadRun> {
  const reads = [...periods.flatMap(endpointPaths), '/api/scale-documents?page=1', '/api/scale-documents?page=50', '/api/auth/me'];
  const acked: Acknowledged = { taraIds: [], loads: [] };
  const readLatencies: number[] = [];
  const weighLatencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const sessions = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new ApiClient(baseUrl);
      await signIn(client);
      return client;
    }),
  );
  const elapsed = await runClients(clients, durationMs, async (index, until) => {
    const client = sessions[index]!;
    const random = seededRandom(5000 + index);
    const trucks = site.vehicleIds.filter((_, position) => position % clients === index);
    while (performance.now() < until) {
      try {
        if (trucks.length && random.chance(0.35)) {
          await weighTruck(client, site, random.pick(trucks), random, acked, weighLatencies, random.chance(0.1));
        } else {
          const started = performance.now();
          await client.get(random.pick(reads));
          readLatencies.push(performance.now() - started);
        }
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  });
  const requests = readLatencies.length + weighLatencies.length + errors;
  return { clients, seconds: elapsed / 1000, requests, reads: readLatencies.length, errors, ...(firstError ? { firstError } : {}), readP95: timing(readLatencies).p95, acked };
}

export function loadFigures(run: LoadRun, checkText: string, checkPassed: boolean): Figure[] {
  return [
    {
      section: SECTION,
      name: `${run.clients} clients, ${run.seconds.toFixed(0)} s: reads and weighings mixed`,
      value: `${run.requests} requests (${(run.requests / run.seconds).toFixed(0)}/s), ${run.errors} errors${run.firstError ? ` (first: ${run.firstError.slice(0, 120)})` : ''}`,
      reference: `reads p95 ${run.readP95.toFixed(1)} ms`,
      budget: 'zero errors',
      verdict: run.errors === 0 ? 'met' : 'NOT met',
    },
    { section: SECTION, name: 'Weighings after the run (checked in the database)', value: checkText, reference: '-', budget: 'zero lost or doubled', verdict: checkPassed ? 'met' : 'NOT met' },
  ];
}
