import type { Insights, TripCountItem } from '@weighbridge/contract/dashboard';
import { DEFAULT_SHIFT_PATTERN } from '@weighbridge/contract/shifts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { type GeneratedLoad, type GeneratedSite, generateWeighings } from '../../test/generated-weighings.js';
import { sharedTestApp } from '../../test/shared-app.js';

const cents = (kg: number) => Math.round(kg * 100);
const sumKg = (loads: GeneratedLoad[]) => loads.reduce((total, load) => total + cents(load.netKg), 0) / 100;

describe.each(ENGINES)('the dashboard figures on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: GeneratedSite;
  let viewer: string;
  let days: string[];

  beforeAll(async () => {
    site = await generateWeighings(t, 80);
    viewer = await t.signInAs('viewer');
    days = [...new Set(site.loads.map((load) => load.day))].sort();
  });

  const get = async (url: string) => {
    const answer = await t.call('GET', url, { token: viewer });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const insightsOf = async (query = ''): Promise<Insights> => (await get(`/api/dashboard/insights?${query}`)).data;
  const tripsOf = async (query = ''): Promise<TripCountItem[]> => (await get(`/api/dashboard/vehicle-trips?${query}`)).data;
  const countedIn = (from: string, to: string) => site.loads.filter((load) => load.counted && load.day >= from && load.day <= to);

  it('spreads the generated weighings over several site days', () => {
    expect(days.length).toBeGreaterThanOrEqual(4);
    expect(site.loads.filter((load) => !load.counted).length).toBeGreaterThanOrEqual(5);
  });

  it('gives every material’s weight, count and average, heaviest first, without voided or pending loads', async () => {
    const { materials } = await insightsOf();
    const expected = site.materials.map((material) => {
      const loads = site.loads.filter((load) => load.counted && load.materialId === material.id);
      return { material_id: material.id, material_name: material.name, transaction_count: loads.length, total_weight_kg: sumKg(loads) };
    });
    expected.sort((a, b) => b.total_weight_kg - a.total_weight_kg);
    expect(materials.map(({ avg_weight_kg: _, ...rest }) => rest)).toEqual(expected);
    for (const material of materials) {
      expect(material.avg_weight_kg).toBeCloseTo(material.total_weight_kg / material.transaction_count, 2);
    }
  });

  it('gives each polygon’s trips and weight with its loading area, leaving loads without a polygon out', async () => {
    const { polygons } = await insightsOf();
    const expected = site.polygons.map((polygon) => {
      const loads = site.loads.filter((load) => load.counted && load.polygonId === polygon.id);
      return {
        polygon_id: polygon.id,
        polygon_name: null,
        polygon_code: polygon.code,
        loading_area_name: polygon.areaName,
        transaction_count: loads.length,
        total_weight_kg: sumKg(loads),
      };
    });
    expected.sort((a, b) => b.total_weight_kg - a.total_weight_kg);
    expect(polygons).toEqual(expected);
  });

  it('counts trips per vehicle, most first, an idle active truck as 0 and a retired one not at all', async () => {
    const trips = await tripsOf();
    const counts = trips.map((item) => item.trip_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(trips).toHaveLength(site.vehicleIds.length + 1);
    for (const vehicleId of site.vehicleIds) {
      const expected = site.loads.filter((load) => load.counted && load.vehicleId === vehicleId).length;
      expect(trips.find((item) => item.vehicle_id === vehicleId)).toMatchObject({ trip_count: expected, status: 'active', brand: 'Volvo' });
    }
    expect(trips.at(-1)).toMatchObject({ vehicle_id: site.idleVehicleId, trip_count: 0 });
  });

  it('takes only the loads of the period’s site days', async () => {
    const [from, to] = [days[1]!, days[2]!];
    const loads = countedIn(from, to);
    const { materials, polygons } = await insightsOf(`startDate=${from}&endDate=${to}`);
    expect(materials.reduce((total, item) => total + item.transaction_count, 0)).toBe(loads.length);
    expect(polygons.reduce((total, item) => total + item.transaction_count, 0)).toBe(loads.filter((load) => load.polygonId).length);
    const trips = await tripsOf(`startDate=${from}&endDate=${to}`);
    for (const vehicleId of site.vehicleIds) {
      expect(trips.find((item) => item.vehicle_id === vehicleId)?.trip_count).toBe(loads.filter((load) => load.vehicleId === vehicleId).length);
    }
  });

  it('answers an empty period with no insights and only the active trucks at 0', async () => {
    expect(await insightsOf('startDate=2027-01-01&endDate=2027-01-31')).toEqual({ materials: [], polygons: [] });
    const trips = await tripsOf('startDate=2027-01-01&endDate=2027-01-31');
    expect(trips.every((item) => item.trip_count === 0 && item.status === 'active')).toBe(true);
  });

  it('agrees with the statistics cards and the documents list for every period', async () => {
    const periods = [['', ''], ...days.map((day) => [day, day]), [days[0]!, days[2]!], ['2027-01-01', '2027-01-02']];
    for (const [from, to] of periods) {
      const query = from ? `startDate=${from}&endDate=${to}` : '';
      const [stats, documents, insights, trips] = await Promise.all([
        get(`/api/scale-documents/stats?${query}`),
        get(`/api/scale-documents?limit=50&${query}`),
        insightsOf(query),
        tripsOf(query),
      ]);
      const loads = from ? countedIn(from, to!) : site.loads.filter((load) => load.counted);
      const materialTotal = insights.materials.reduce((total, item) => total + cents(item.total_weight_kg), 0) / 100;
      expect(stats.total_weight, `${from}..${to}`).toBe(sumKg(loads));
      expect(materialTotal).toBe(stats.total_weight);
      expect(documents.pagination.totalWeight).toBe(stats.total_weight);
      expect(insights.materials.reduce((total, item) => total + item.transaction_count, 0)).toBe(stats.total_transactions);
      expect(trips.reduce((total, item) => total + item.trip_count, 0)).toBe(stats.total_transactions);
      expect(trips.filter((item) => item.trip_count > 0)).toHaveLength(stats.unique_vehicles);
    }
  });

  it.each(['startDate=2026-02-30', 'startDate=2026-03-05&endDate=2026-03-04', 'endDate=yesterday'])('refuses the bad period %s with 400', async (query) => {
    for (const path of ['insights', 'vehicle-trips']) {
      const answer = await t.call('GET', `/api/dashboard/${path}?${query}`, { token: viewer });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatch(/^(Start|End) date /);
    }
  });

  it('asks for a signed-in user', async () => {
    for (const path of ['/api/dashboard/insights', '/api/dashboard/vehicle-trips', '/api/dashboard/weather', '/api/site']) {
      expect((await t.call('GET', path)).statusCode).toBe(401);
    }
  });

  it('tells any signed-in user the site’s name, time zone and weight display', async () => {
    const operator = await t.signInAs('operator');
    const answer = await t.call('GET', '/api/site', { token: operator });
    expect(answer.json()).toEqual({ data: { name: 'Current Location', timeZone: 'Europe/Ljubljana', logoUrl: null, shifts: DEFAULT_SHIFT_PATTERN, weights: { unit: 'kg', decimals: 2 } },
    });
  });
});
