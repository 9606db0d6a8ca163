/**
 * Figure 1: every dashboard and report endpoint for Today, Month and All Time, p50 and p95 over `calls`
 * calls, each next to the plain GROUP BY of its period (budget: p95 <= 100 ms and the median at least
 * 5x below the GROUP BY's median).
 */
import type { ApiClient } from './api-client.js';
import { type Figure, ms, pair, verdict } from './figures.js';
import { dateQuery, type Period } from './periods.js';
import { type Timing, timeCalls } from './timing.js';

const REPORTS = ['summary', 'vehicles', 'materials', 'loading-areas', 'drivers', 'trends'];
export const SECTION = '1. Dashboard and reports';

export function endpointPaths(period: Period): string[] {
  const query = dateQuery(period);
  return [
    `/api/scale-documents/stats?${query}`,
    `/api/dashboard/insights?${query}`,
    `/api/dashboard/vehicle-trips?${query}`,
    ...REPORTS.map((report) => `/api/reports/${report}?period=${period.report}`),
  ];
}

/** The two material reports cover years rather than a period: measured once, against the All Time GROUP BY. */
function materialReportPaths(firstYear: number, thisYear: number): string[] {
  return [`/api/reports/monthly-material?year=${thisYear}`, `/api/reports/annual-material?startYear=${firstYear}&endYear=${thisYear}`];
}

export type EndpointTimings = { period: string; path: string; timing: Timing }[];

export async function timeEndpoints(client: ApiClient, periods: Period[], calls: number, years: { first: number; last: number }): Promise<EndpointTimings> {
  const timings: EndpointTimings = [];
  for (const period of periods) {
    const paths = [...endpointPaths(period), ...(period.report === 'all' ? materialReportPaths(years.first, years.last) : [])];
    for (const path of paths) timings.push({ period: period.name, path, timing: await timeCalls(calls, () => client.get(path)) });
  }
  return timings;
}

export function endpointFigures(timings: EndpointTimings, naive: Map<string, Timing>): Figure[] {
  return timings.map(({ period, path, timing }) => {
    const reference = naive.get(period)!;
    const speedup = reference.p50 / timing.p50;
    return {
      section: SECTION,
      name: `${period}: GET ${path.replace(/\?$/, '').replace(/startDate=[^&]*&endDate=[^&]*/, '<days>')}`,
      value: pair(timing.p50, timing.p95),
      reference: `GROUP BY ${pair(reference.p50, reference.p95)} (${speedup.toFixed(1)}x)`,
      budget: `p95 <= ${ms(100)}, >= 5x`,
      verdict: verdict(timing.p95 <= 100 && speedup >= 5),
    };
  });
}
