import { describe, expect, it } from 'vitest';
import { percentile, RecentWindow } from './recent-window.js';

describe('recent measurements', () => {
  it('answers nearest-rank percentiles, and none without values', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect([percentile(sorted, 0.5), percentile(sorted, 0.95), percentile(sorted, 0.99)]).toEqual([50, 95, 99]);
    expect(percentile([3.14159], 0.99)).toBe(3.14);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('sums up complete periods only, oldest first, with failures counted', () => {
    const window = new RecentWindow(10_000, 7);
    window.record(5_000, 10);
    window.record(15_000, 20, true);
    window.record(16_000, 40);
    window.record(25_000, 99); // the period under way at 29 s
    const periods = window.completedPeriods(29_000, 2);
    expect(periods.map((period) => period.start)).toEqual([0, 10_000]);
    expect(periods[1]!.figures).toEqual({ count: 2, failures: 1, percentiles: { p50: 20, p95: 40, p99: 40 } });
    expect(window.merged(29_000, 2)).toMatchObject({ count: 3, failures: 1 });
  });

  it('forgets periods older than it keeps', () => {
    const window = new RecentWindow(1_000, 3);
    window.record(0, 1);
    window.record(3_500, 1);
    expect(window.completedPeriods(4_000, 4).map((period) => period.figures.count)).toEqual([0, 0, 0, 1]);
  });

  it('keeps a bounded sample of a busy period that still spans its durations', () => {
    const window = new RecentWindow(10_000, 2);
    for (let index = 0; index < 50_000; index++) window.record(1_000, index % 100);
    const { figures } = window.completedPeriods(10_000, 1)[0]!;
    expect(figures.count).toBe(50_000);
    expect(figures.percentiles.p50).toBeGreaterThan(35);
    expect(figures.percentiles.p50).toBeLessThan(65);
  });
});
