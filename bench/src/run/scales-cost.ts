/**
 * Figure 7, second part: what ten indicators at 20 frames a second each cost the server, as CPU time from
 * /proc/<pid>/stat (user and system, every thread) over a window, in % of one core: with no browser
 * attached, then with one live stream open per scale. The reference is the same server idle for a window
 * as long, just before. The "no more than 5% of one core" is the cost of the scales, so the budget
 * is on the difference; the totals stand beside it. Each frame shows a new weight (trucks always driving
 * on), so that every frame changes the reading and every stream sends its ten updates a second: the most
 * a scale can cost.
 */
import { LIVE_EVENTS } from '@weighbridge/contract/scales';
import { type EventStreamClient, openEventStream } from '@weighbridge/server/src/test/event-stream.js';
import type { ApiClient } from './api-client.js';
import { type BenchScales, type CountingScale, startCountingScale } from './bench-scales.js';
import { type Figure, verdict } from './figures.js';
import type { RunningServer } from './server-process.js';

const SCALES = 10;
const FRAME_INTERVAL_MS = 50;
const BUDGET_PERCENT = 5;

export type CostWindows = { windowMs: number; settleMs: number };

const pause = (durationMs: number) => new Promise((resolve) => setTimeout(resolve, durationMs));

/** The server's CPU over `windowMs` from now, in % of one core. */
async function serverCpu(server: RunningServer, windowMs: number): Promise<number> {
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  await pause(windowMs);
  return ((server.cpuMs() - cpuBefore) / (performance.now() - started)) * 100;
}

export async function costFigures(section: string, server: RunningServer, client: ApiClient, scales: BenchScales, windows: CostWindows): Promise<Figure[]> {
  const { windowMs, settleMs } = windows;
  await pause(settleMs);
  const idle = await serverCpu(server, windowMs);
  const indicators: CountingScale[] = [];
  let streams: EventStreamClient[] = [];
  try {
    for (let index = 0; index < SCALES; index += 1) indicators.push(await startCountingScale(FRAME_INTERVAL_MS));
    const scaleIds: number[] = [];
    for (const [index, indicator] of indicators.entries()) scaleIds.push(await scales.connect(`Bench scale ${index + 1}`, indicator.simulator.port));
    await scales.waitReading(scaleIds);
    const framesRead = async () => (await Promise.all(scaleIds.map((scaleId) => scales.reading(scaleId)))).reduce((sum, reading) => sum + reading.frames, 0);

    await pause(settleMs);
    const framesBefore = await framesRead();
    const reading = await serverCpu(server, windowMs);
    const readFrames = (await framesRead()) - framesBefore;

    streams = await Promise.all(scaleIds.map((scaleId) => openEventStream(`${server.url}/api/scales/${scaleId}/live`, client.token)));
    await pause(settleMs);
    const updates = () => streams.reduce((sum, stream) => sum + stream.events.filter((event) => event.event === LIVE_EVENTS.reading).length, 0);
    const updatesBefore = updates();
    const framesBeforeStreams = await framesRead();
    const following = await serverCpu(server, windowMs);
    const sentUpdates = updates() - updatesBefore;
    const readFramesStreams = (await framesRead()) - framesBeforeStreams;

    const seconds = windowMs / 1000;
    const line = (name: string, percent: number, frames: number, what: string): Figure => ({
      section,
      name: `${SCALES} scales at ${1000 / FRAME_INTERVAL_MS} frames a second each, ${name}, ${seconds.toFixed(0)} s: server CPU`,
      value: `${percent.toFixed(2)}% of one core, ${(percent - idle).toFixed(2)}% above idle (${what})`,
      reference: `the same server idle: ${idle.toFixed(2)}% of one core`,
      budget: `<= ${BUDGET_PERCENT}% of one core above idle`,
      // No frames read would be no load at all, not a cheap one.
      verdict: verdict(percent - idle <= BUDGET_PERCENT && frames > 0),
    });
    const perSecond = (count: number) => `${Math.round(count / seconds).toLocaleString('en-US')} a second`;
    return [
      line('no browser', reading, readFrames, `${readFrames.toLocaleString('en-US')} frames read, ${perSecond(readFrames)}`),
      line('a live stream open per scale', following, readFramesStreams, `${readFramesStreams.toLocaleString('en-US')} frames read; ${sentUpdates.toLocaleString('en-US')} updates sent, ${perSecond(sentUpdates)}`),
    ];
  } finally {
    for (const stream of streams) stream.close();
    await scales.disableAll();
    await Promise.all(indicators.map((indicator) => indicator.simulator.close()));
  }
}
