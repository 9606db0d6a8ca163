/**
 * Figure 2: the weighing history list, page 1 without and with each filter and with search, and page
 * 1,000; the reference is the cheapest authenticated call (GET /api/auth/me) timed in the same run.
 */
import type { ApiClient } from './api-client.js';
import { type Figure, ms, pair, verdict } from './figures.js';
import type { Period } from './periods.js';
import { type Timing, timeCalls } from './timing.js';

export const SECTION = '2. Documents list';

export type ListSite = { vehicleId: number; materialId: number; areaId: number; polygonId: number; searchText: string };

export async function listFigures(client: ApiClient, site: ListSite, month: Period, calls: number): Promise<Figure[]> {
  const pages: [string, string, number][] = [
    ['page 1', '/api/scale-documents?page=1', 100],
    ['page 1, vehicle', `/api/scale-documents?page=1&vehicleIds=${site.vehicleId}`, 100],
    ['page 1, material', `/api/scale-documents?page=1&materialIds=${site.materialId}`, 100],
    ['page 1, loading area', `/api/scale-documents?page=1&loadingAreaIds=${site.areaId}`, 100],
    ['page 1, polygon', `/api/scale-documents?page=1&polygonIds=${site.polygonId}`, 100],
    ['page 1, this month', `/api/scale-documents?page=1&startDate=${month.startDate}&endDate=${month.endDate}`, 100],
    ['page 1, search', `/api/scale-documents?page=1&search=${encodeURIComponent(site.searchText)}`, 100],
    ['page 1,000', '/api/scale-documents?page=1000', 300],
  ];
  const floor: Timing = await timeCalls(calls, () => client.get('/api/auth/me'));
  const figures: Figure[] = [];
  for (const [name, path, budgetMs] of pages) {
    const timing = await timeCalls(calls, () => client.get(path));
    figures.push({
      section: SECTION,
      name: `${name}: GET ${path}`,
      value: pair(timing.p50, timing.p95),
      reference: `/api/auth/me ${pair(floor.p50, floor.p95)}`,
      budget: `p95 <= ${ms(budgetMs)}`,
      verdict: verdict(timing.p95 <= budgetMs),
    });
  }
  return figures;
}
