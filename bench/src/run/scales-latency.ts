/**
 * Figure 7, first part: from a frame leaving the simulated indicator to its weight on the weighing page in
 * headless Chromium, next to the same path with no browser (the live stream's event arriving at a Node
 * client) measured at the same time on the same frames. Each frame shows a new weight, so each weight shown
 * names its frame. The server sends a browser at most ten updates a second, always the latest reading: a
 * frame it coalesces into a newer one is never shown, is not counted as shown, and is counted apart.
 */
import { LIVE_EVENTS, type ScaleReading } from '@weighbridge/contract/scales';
import { openEventStream } from '@weighbridge/server/src/test/event-stream.js';
import { BENCH_ADMIN } from '../target.js';
import type { ApiClient } from './api-client.js';
import { type BenchScales, startCountingScale, type WeightAt } from './bench-scales.js';
import { type Figure, ms, verdict } from './figures.js';
import { timing, wallClockMs } from './timing.js';
import { openWeighingPage } from './weighing-page.js';

/** The indicator's rate: Toledo continuous output at ten frames a second. */
const FRAME_INTERVAL_MS = 100;
/** How long a frame sent at the end of the window may take to show and still count. */
const GRACE_MS = 1000;
const BUDGET_P95_MS = 100;
export const LATENCY_SCALE = 'Bench latency scale';

export type Latencies = { count: number; latenciesMs: number[] };

/**
 * For each weight `earlier` had within [from, to], the time until `later` first had it (frame to screen,
 * say); a weight `later` never had is counted and left out of the times.
 */
export function delays(earlier: WeightAt[], later: WeightAt[], from: number, to: number): Latencies {
  const firstLater = new Map<number, number>();
  for (const { weightKg, at } of later) if (!firstLater.has(weightKg)) firstLater.set(weightKg, at);
  const inWindow = earlier.filter((item) => item.at >= from && item.at <= to);
  const latenciesMs = inWindow.flatMap((item) => {
    const at = firstLater.get(item.weightKg);
    return at === undefined || at < item.at ? [] : [at - item.at];
  });
  return { count: inWindow.length, latenciesMs };
}

export async function latencyFigures(section: string, baseUrl: string, client: ApiClient, scales: BenchScales, windowMs: number): Promise<Figure[]> {
  const indicator = await startCountingScale(FRAME_INTERVAL_MS);
  try {
    const scaleId = await scales.connect(LATENCY_SCALE, indicator.simulator.port);
    await scales.waitReading([scaleId]);
    const stream = await openEventStream(`${baseUrl}/api/scales/${scaleId}/live`, client.token);
    const page = await openWeighingPage(baseUrl, BENCH_ADMIN, LATENCY_SCALE).catch((error: unknown) => {
      stream.close();
      throw error;
    });
    try {
      const from = wallClockMs();
      await new Promise((resolve) => setTimeout(resolve, windowMs));
      const to = wallClockMs();
      await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
      const clock = await page.clockOffset();
      const onBenchClock = (items: WeightAt[]) => items.map((item) => ({ ...item, at: item.at - clock.offsetMs }));
      const shown = onBenchClock(await page.shownWeights());
      const arrived = onBenchClock(await page.arrivedWeights());
      const atNode = stream.events
        .filter((event) => event.event === LIVE_EVENTS.reading)
        .map((event) => ({ weightKg: (JSON.parse(event.data) as ScaleReading).weight_kg ?? Number.NaN, at: event.at }));
      return describeLatency(section, windowMs, clock, {
        toScreen: delays(indicator.sent, shown, from, to),
        toNode: delays(indicator.sent, atNode, from, to),
        toPage: delays(indicator.sent, arrived, from, to),
        inPage: delays(arrived, shown, from, to),
      });
    } finally {
      stream.close();
      await page.close();
    }
  } finally {
    await scales.disableAll();
    await indicator.simulator.close();
  }
}

type Measured = { toScreen: Latencies; toNode: Latencies; toPage: Latencies; inPage: Latencies };

function describeLatency(section: string, windowMs: number, clock: { offsetMs: number; uncertaintyMs: number }, measured: Measured): Figure[] {
  const times = ({ latenciesMs }: Latencies) => {
    const { p50, p95 } = timing(latenciesMs);
    return `p50 ${ms(p50)} / p95 ${ms(p95)}, max ${ms(latenciesMs.length ? Math.max(...latenciesMs) : Number.NaN)}`;
  };
  const frames = (latencies: Latencies) => `${times(latencies)} (${latencies.latenciesMs.length} of ${latencies.count} frames shown, ${latencies.count - latencies.latenciesMs.length} coalesced)`;
  const p95 = timing(measured.toScreen.latenciesMs).p95;
  return [
    {
      section,
      name: `Frame to screen: Toledo frame every ${FRAME_INTERVAL_MS} ms, each a new weight, to the weighing page in headless Chromium, ${(windowMs / 1000).toFixed(0)} s`,
      value: frames(measured.toScreen),
      reference: `no browser (the live event at a Node client): ${frames(measured.toNode)}`,
      budget: `p95 <= ${ms(BUDGET_P95_MS)}`,
      verdict: verdict(p95 <= BUDGET_P95_MS && measured.toScreen.latenciesMs.length > 0),
    },
    {
      section,
      name: 'Of that, in the browser: the live event arriving in the page to its weight on screen',
      value: `${times(measured.inPage)} (${measured.inPage.latenciesMs.length} events)`,
      reference: `frame to the event arriving in the page: ${times(measured.toPage)}`,
      budget: '-',
      verdict: '-',
    },
    {
      section,
      name: 'Browser clock against the bench clock (subtracted above)',
      value: `${clock.offsetMs >= 0 ? '+' : ''}${ms(clock.offsetMs)} (within ${ms(clock.uncertaintyMs)})`,
      reference: '-',
      budget: '-',
      verdict: '-',
    },
  ];
}
