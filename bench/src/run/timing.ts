/** Percentiles of timed calls, in ms. */
export type Timing = { p50: number; p95: number; p99: number; count: number };

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), count: sorted.length };
}

/** Times `calls` sequential calls of `call` after `warmup` untimed ones. */
export async function timeCalls(calls: number, call: () => Promise<unknown>, warmup = 2): Promise<Timing> {
  for (let index = 0; index < warmup; index += 1) await call();
  const samples: number[] = [];
  for (let index = 0; index < calls; index += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return timing(samples);
}

/** Wall-clock ms with sub-millisecond precision, as the simulator stamps its frames and a page can read it. */
export const wallClockMs = () => performance.timeOrigin + performance.now();
