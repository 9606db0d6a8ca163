/**
 * Figure 3: tara + load pairs from 16 concurrent clients for 20 s: weighings per second and p99 latency,
 * next to an authenticated GET /api/auth/me timed under the same load. Given several servers' addresses
 * (figure 10), the clients take turns among them, as scale houses behind a load balancer would.
 */
import { seededRandom } from '../random.js';
import { ApiClient } from './api-client.js';
import { type Figure, ms } from './figures.js';
import { timing } from './timing.js';
import { type Acknowledged, runClients, type WeighingSite, weighTruck } from './weighing-client.js';

export const SECTION = '3. Weighing throughput';

export type ThroughputRun = { perSecond: number; p99: number; weighings: number; clients: number; seconds: number; me: { p50: number; p99: number }; acked: Acknowledged };

export async function runThroughput(
  baseUrls: readonly string[],
  signIn: (client: ApiClient) => Promise<void>,
  site: WeighingSite,
  clients: number,
  durationMs: number,
): Promise<ThroughputRun> {
  const sessions = await Promise.all(
    Array.from({ length: clients + 1 }, async (_, index) => {
      const client = new ApiClient(baseUrls[index % baseUrls.length]!);
      await signIn(client);
      return client;
    }),
  );
  const acked: Acknowledged = { taraIds: [], loads: [] };
  const latencies: number[] = [];
  const meLatencies: number[] = [];
  const elapsed = await runClients(clients + 1, durationMs, async (index, until) => {
    const client = sessions[index]!;
    if (index === clients) {
      // The reference: the cheapest authenticated call, under the weighing load.
      while (performance.now() < until) {
        const started = performance.now();
        await client.get('/api/auth/me');
        meLatencies.push(performance.now() - started);
      }
      return;
    }
    const random = seededRandom(1000 + index);
    // Each client weighs its own trucks, as each scale has its own queue.
    const trucks = site.vehicleIds.filter((_, position) => position % clients === index);
    for (let trip = 0; performance.now() < until; trip += 1) {
      await weighTruck(client, site, trucks[trip % trucks.length]!, random, acked, latencies);
    }
  });
  const weighings = latencies.length;
  const me = timing(meLatencies);
  return { perSecond: weighings / (elapsed / 1000), p99: timing(latencies).p99, weighings, clients, seconds: elapsed / 1000, me: { p50: me.p50, p99: me.p99 }, acked };
}

export function throughputFigures(run: ThroughputRun, checkText: string, checkPassed: boolean): Figure[] {
  return [
    {
      section: SECTION,
      name: `${run.clients} clients, ${run.seconds.toFixed(0)} s: tara + record-load`,
      value: `${run.perSecond.toFixed(0)} weighings/s, p99 ${ms(run.p99)} (${run.weighings} weighings)`,
      reference: `/api/auth/me under load p50 ${ms(run.me.p50)} / p99 ${ms(run.me.p99)}`,
      budget: '>= 300/s, p99 <= 100.0 ms',
      verdict: run.perSecond >= 300 && run.p99 <= 100 ? 'met' : 'NOT met',
    },
    { section: SECTION, name: 'Numbers after the run (checked in the database)', value: checkText, reference: '-', budget: 'no duplicate numbers', verdict: checkPassed ? 'met' : 'NOT met' },
  ];
}
