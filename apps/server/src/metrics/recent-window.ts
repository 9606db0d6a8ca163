/**
 * Recent measurements (request or query durations) in periods of fixed length, for the monitoring page's
 * live figures. Prometheus histograms only give bucket bounds; this keeps a sample of each period's
 * durations so that its percentiles are real ones. Each period keeps at most SAMPLES_PER_PERIOD
 * durations, chosen evenly among all (reservoir sampling), so memory stays small however busy the site is.
 */
import type { Percentiles } from '@weighbridge/contract/monitoring';

const SAMPLES_PER_PERIOD = 1000;

type Period = { count: number; failures: number; samples: number[] };

/** What a period (or several merged) measured. */
export type PeriodFigures = { count: number; failures: number; percentiles: Percentiles };

export class RecentWindow {
  private readonly periods = new Map<number, Period>();

  /**
   * @param periodMs Length of one period.
   * @param kept How many periods are kept; older ones are dropped.
   */
  constructor(
    readonly periodMs: number,
    private readonly kept: number,
  ) {}

  /** Records one measurement taken at `at` (epoch ms) that lasted `durationMs`. */
  record(at: number, durationMs: number, failed = false): void {
    const start = this.periodStart(at);
    let period = this.periods.get(start);
    if (!period) {
      period = { count: 0, failures: 0, samples: [] };
      this.periods.set(start, period);
      this.dropBefore(start - (this.kept - 1) * this.periodMs);
    }
    period.count += 1;
    if (failed) period.failures += 1;
    if (period.samples.length < SAMPLES_PER_PERIOD) {
      period.samples.push(durationMs);
    } else {
      const slot = Math.floor(Math.random() * period.count);
      if (slot < SAMPLES_PER_PERIOD) period.samples[slot] = durationMs;
    }
  }

  /** Start (epoch ms) of the period that `at` falls in. */
  periodStart(at: number): number {
    return Math.floor(at / this.periodMs) * this.periodMs;
  }

  /** The figures of the `count` periods that ended before the period of `now`, oldest first. */
  completedPeriods(now: number, count: number): { start: number; figures: PeriodFigures }[] {
    const current = this.periodStart(now);
    const result = [];
    for (let index = count; index >= 1; index--) {
      const start = current - index * this.periodMs;
      result.push({ start, figures: figuresOf([this.periods.get(start)]) });
    }
    return result;
  }

  /** The `count` periods before the period of `now` taken together. */
  merged(now: number, count: number): PeriodFigures {
    const current = this.periodStart(now);
    const periods = Array.from({ length: count }, (_, index) => this.periods.get(current - (index + 1) * this.periodMs));
    return figuresOf(periods);
  }

  private dropBefore(oldest: number): void {
    for (const start of this.periods.keys()) if (start < oldest) this.periods.delete(start);
  }
}

function figuresOf(periods: (Period | undefined)[]): PeriodFigures {
  const present = periods.filter((period) => period !== undefined);
  const samples = present.flatMap((period) => period.samples).sort((a, b) => a - b);
  return {
    count: present.reduce((sum, period) => sum + period.count, 0),
    failures: present.reduce((sum, period) => sum + period.failures, 0),
    percentiles: { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), p99: percentile(samples, 0.99) },
  };
}

/** The nearest-rank percentile of sorted values, rounded to 0.01 ms; null without values. */
export function percentile(sorted: readonly number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  const value = sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]!;
  return Math.round(value * 100) / 100;
}
