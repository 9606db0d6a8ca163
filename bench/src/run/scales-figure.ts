/**
 * Figure 7: scale indicators. A server of its own (so that nothing measured before it is still settling),
 * the frame-to-screen latency first, then the cost of ten scales; every scale the bench connected is
 * disabled again before its simulator closes.
 */
import { BENCH_ADMIN, type Target } from '../target.js';
import { ApiClient } from './api-client.js';
import { BenchScales } from './bench-scales.js';
import type { Figure } from './figures.js';
import { costFigures } from './scales-cost.js';
import { latencyFigures } from './scales-latency.js';
import { type ServerBuild, startServer } from './server-process.js';

export const SECTION = '7. Scales';

/** `latencyMs`: the latency's window; `costMs`: each of the cost's three windows; `settleMs`: a pause before each. */
export type ScalesScale = { latencyMs: number; costMs: number; settleMs: number };

export async function scalesFigures(target: Target, build: ServerBuild, webDist: string, scale: ScalesScale): Promise<Figure[]> {
  const server = await startServer(target, { build, webDist });
  try {
    const client = new ApiClient(server.url);
    await client.signIn(BENCH_ADMIN.username, BENCH_ADMIN.password);
    const scales = new BenchScales(client);
    try {
      const latency = await latencyFigures(SECTION, server.url, client, scales, scale.latencyMs);
      const cost = await costFigures(SECTION, server, client, scales, { windowMs: scale.costMs, settleMs: scale.settleMs });
      return [...latency, ...cost];
    } finally {
      await scales.disableAll();
    }
  } finally {
    await server.stop();
  }
}
