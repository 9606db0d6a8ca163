import { siteDay } from '@weighbridge/contract/date-ranges';
import { DRIVER_PAIRS_PAGE_SIZE, type DriverReport, type LoadingAreaReport, type MaterialReport, type SummaryReport, type TrendReport, type VehicleReport } from '@weighbridge/contract/reports';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { type ReportLoad, siteHour } from '../../test/report-site.js';
import { sharedReportSite } from '../../test/report-viewer.js';
import { driverPairs } from './driver-repository.js';

const TZ = 'Europe/Ljubljana';
const cents = (kg: number) => Math.round(kg * 100);
const kgOf = (loads: ReportLoad[]) => loads.reduce((total, load) => total + cents(load.netKg), 0) / 100;
const averageOf = (loads: ReportLoad[]) => Math.round((kgOf(loads) / loads.length) * 100) / 100;
const distinct = <T>(values: T[]) => new Set(values).size;
const byWeight = <Row>(weight: (row: Row) => number) => (a: Row, b: Row) => weight(b) - weight(a);

type Range = { start: string; end: string } | undefined;

/** The reports of a period, each answering its figures for the same loads. */
const REPORTS = ['summary', 'materials', 'loading-areas', 'drivers', 'vehicles', 'trends'];
/** A weight field's total over rows, added in hundredths of a kilogram as weights are stored. */
const sum = (rows: Record<string, number>[], field: string) => rows.reduce((total, row) => total + cents(row[field]!), 0) / 100;

/** Thursday 5 March 2026 at the site: its week runs from Monday the 2nd. */
const PERIODS: [string, string, Range][] = [
  ['today', 'period=today', { start: '2026-03-05', end: '2026-03-05' }],
  ['week', 'period=week', { start: '2026-03-02', end: '2026-03-08' }],
  ['month', 'period=month', { start: '2026-03-01', end: '2026-03-31' }],
  ['month by default', '', { start: '2026-03-01', end: '2026-03-31' }],
  ['all time', 'period=all', undefined],
  ['a custom summer', 'period=custom&startDate=2025-06-01&endDate=2025-08-31', { start: '2025-06-01', end: '2025-08-31' }],
  // Weighed after its last day: August's bucket must not stand for its first half.
  ['a summer to mid-August', 'period=custom&startDate=2025-06-01&endDate=2025-08-15', { start: '2025-06-01', end: '2025-08-15' }],
];

describe.each(ENGINES)('the reports on the %s engine', (engine) => {
  const r = sharedReportSite(engine);
  const { t } = r;
  const get = async (url: string) => (await r.viewerGet(url)).json();
  /** The data of every period report for a query, in the order of REPORTS. */
  const everyReport = (query: string) => Promise.all(REPORTS.map(async (name) => (await get(`/api/reports/${name}?${query}`)).data));
  const inRange = (moment: Date, range: Range) => !range || (siteDay(moment, TZ) >= range.start && siteDay(moment, TZ) <= range.end);
  const countedIn = (range: Range) => r.site.loads.filter((load) => load.counted && inRange(load.moment, range));
  const tarasIn = (range: Range) => r.site.taras.filter((tara) => inRange(tara.moment, range));
  const groups = <Key>(loads: ReportLoad[], keyOf: (load: ReportLoad) => Key) => {
    const map = new Map<Key, ReportLoad[]>();
    for (const load of loads) map.set(keyOf(load), [...(map.get(keyOf(load)) ?? []), load]);
    return [...map.entries()];
  };
  const materialName = (id: number) => r.site.materials.find((material) => material.id === id)!.name;
  const areaOf = (id: number) => r.site.areas.find((area) => area.id === id)!;
  const polygonCode = (id: number | null) => r.site.areas.flatMap((area) => area.polygons).find((polygon) => polygon.id === id)?.code ?? null;
  const plate = (id: number) => r.site.vehicles.find((vehicle) => vehicle.id === id)!.plate;

  it('spreads the data over fourteen months, with loads today, voided and pending ones', () => {
    const days = r.site.loads.map((load) => siteDay(load.moment, TZ)).sort();
    expect(days[0]!.slice(0, 7)).toBe('2025-01');
    expect(days.at(-1)).toBe('2026-03-05');
    expect(r.site.loads.filter((load) => !load.counted)).toHaveLength(4);
    for (const [, query, range] of PERIODS) expect(countedIn(range).length, query).toBeGreaterThan(0);
    const lateAugust = r.site.loads.filter((load) => load.counted && siteDay(load.moment, TZ) > '2025-08-15' && siteDay(load.moment, TZ) <= '2025-08-31');
    expect(lateAugust.length).toBeGreaterThan(0);
  });

  it.each(PERIODS)('sums up %s with loads, taras, drivers, materials and the hours of the site', async (_, query, range) => {
    const answer = await get(`/api/reports/summary?${query}`);
    const report: SummaryReport = answer.data;
    const loads = countedIn(range);
    const tares = tarasIn(range).length;
    expect(answer.dateRange).toEqual(range);
    expect(report.summary).toEqual({
      total_transactions: loads.length + tares,
      load_transactions: loads.length,
      tare_transactions: tares,
      total_weight_kg: kgOf(loads),
      avg_weight_per_load: averageOf(loads),
      active_vehicles: distinct(loads.map((load) => load.vehicleId)),
      active_drivers: distinct(loads.filter((load) => load.driverId).map((load) => load.driverId)),
      materials_processed: distinct(loads.map((load) => load.materialId)),
    });
    const materials = groups(loads, (load) => load.materialId).map(([id, ofMaterial]) => ({
      material_name: materialName(id),
      total_weight_kg: kgOf(ofMaterial),
      transaction_count: ofMaterial.length,
    }));
    expect(report.materialBreakdown).toEqual(materials.sort(byWeight((row) => row.total_weight_kg)));
    expect(report.hourlyDistribution).toEqual(
      Array.from({ length: 24 }, (_, hour) => {
        const inHour = loads.filter((load) => siteHour(load.moment, TZ) === hour);
        const tarasInHour = tarasIn(range).filter((tara) => siteHour(tara.moment, TZ) === hour);
        return { hour, transaction_count: inHour.length + tarasInHour.length, total_weight_kg: kgOf(inHour) };
      }),
    );
  });

  it.each(PERIODS)('lists the active and idle vehicles of %s', async (_, query, range) => {
    const report: VehicleReport = (await get(`/api/reports/vehicles?${query}`)).data;
    const active = groups(countedIn(range), (load) => load.vehicleId).map(([id, trips]) => ({
      registration_number: plate(id),
      brand: 'Volvo',
      model: 'FMX',
      total_trips: trips.length + tarasIn(range).filter((tara) => tara.vehicleId === id).length,
      load_trips: trips.length,
      total_weight_hauled_kg: kgOf(trips),
      avg_load_weight_kg: averageOf(trips),
    }));
    expect(report.activeVehicles).toEqual(active.sort(byWeight((row) => row.total_weight_hauled_kg)));
    const taraSeen = !range || range.end >= '2026-03-05' ? new Date(r.site.taraOnlyVehicle.taraAt).toISOString() : null;
    expect(report.idleVehicles).toEqual(
      [
        { registration_number: r.site.taraOnlyVehicle.plate, brand: 'Volvo', model: 'FMX', last_seen: taraSeen },
        { registration_number: r.site.neverSeenVehicle.plate, brand: 'Volvo', model: 'FMX', last_seen: null },
      ].sort((a, b) => a.registration_number.localeCompare(b.registration_number)),
    );
    expect(report.statistics).toEqual({ totalActive: active.length, totalIdle: 2 });
  });

  it('shows a truck idle on a day as last seen at its latest weighing before that day ended', async () => {
    const day = siteDay(r.site.loads[30]!.moment, TZ);
    const report: VehicleReport = (await get(`/api/reports/vehicles?period=custom&startDate=${day}&endDate=${day}`)).data;
    expect(report.activeVehicles.map((row) => row.registration_number)).toEqual([plate(r.site.loads[30]!.vehicleId)]);
    for (const vehicle of r.site.vehicles.filter((item) => item.id !== r.site.loads[30]!.vehicleId)) {
      const seen = r.site.loads.filter((load) => load.vehicleId === vehicle.id && !load.voided && siteDay(load.moment, TZ) <= day);
      const last = seen.map((load) => load.moment.toISOString()).sort().at(-1) ?? null;
      expect(report.idleVehicles.find((row) => row.registration_number === vehicle.plate)?.last_seen).toBe(last);
    }
  });

  it.each(PERIODS)('gives the material flow of %s: summary, by area and polygon, by destination', async (_, query, range) => {
    const report: MaterialReport = (await get(`/api/reports/materials?${query}`)).data;
    const loads = countedIn(range);
    const summary = groups(loads, (load) => load.materialId).map(([id, ofMaterial]) => ({
      material_name: materialName(id),
      total_transactions: ofMaterial.length,
      total_weight_kg: kgOf(ofMaterial),
      avg_weight_kg: averageOf(ofMaterial),
      min_weight_kg: Math.min(...ofMaterial.map((load) => load.netKg)),
      max_weight_kg: Math.max(...ofMaterial.map((load) => load.netKg)),
    }));
    expect(report.materialSummary).toEqual(summary.sort(byWeight((row) => row.total_weight_kg)));
    const byArea = groups(loads, (load) => `${load.materialId}/${load.areaId}/${load.polygonId}`).map(([, rows]) => ({
      material_name: materialName(rows[0]!.materialId),
      loading_area: areaOf(rows[0]!.areaId).name,
      polygon_code: polygonCode(rows[0]!.polygonId),
      transaction_count: rows.length,
      total_weight_kg: kgOf(rows),
    }));
    // A material's rows together, the materials in the order of the summary, each heaviest first.
    const materialRank = (row: { material_name: string }) => report.materialSummary.findIndex((item) => item.material_name === row.material_name);
    const inSummaryOrder = <Row extends { material_name: string; total_weight_kg: number }>(a: Row, b: Row) =>
      materialRank(a) - materialRank(b) || b.total_weight_kg - a.total_weight_kg;
    expect(report.byLoadingArea).toEqual(byArea.sort(inSummaryOrder));
    const byDestination = groups(loads, (load) => `${load.materialId}/${load.stationId}`).map(([, rows]) => ({
      material_name: materialName(rows[0]!.materialId),
      destination: r.site.stations.find((station) => station.id === rows[0]!.stationId)?.name ?? null,
      transaction_count: rows.length,
      total_weight_kg: kgOf(rows),
    }));
    expect(report.byDestination).toEqual(byDestination.sort(inSummaryOrder));
  });

  it.each(PERIODS)('gives the loading areas of %s with their polygons and top materials', async (_, query, range) => {
    const report: LoadingAreaReport = (await get(`/api/reports/loading-areas?${query}`)).data;
    const loads = countedIn(range);
    const areas = groups(loads, (load) => load.areaId).map(([id, rows]) => ({
      area_name: areaOf(id).name,
      total_trips: rows.length,
      unique_vehicles: distinct(rows.map((row) => row.vehicleId)),
      materials_processed: distinct(rows.map((row) => row.materialId)),
      total_weight_kg: kgOf(rows),
      avg_load_weight_kg: averageOf(rows),
    }));
    expect(report.loadingAreas).toEqual(areas.sort(byWeight((row) => row.total_weight_kg)));
    const polygons = groups(loads.filter((load) => load.polygonId), (load) => load.polygonId).map(([id, rows]) => ({
      area_name: areaOf(rows[0]!.areaId).name,
      polygon_code: polygonCode(id),
      trips: rows.length,
      vehicles: distinct(rows.map((row) => row.vehicleId)),
      weight: kgOf(rows),
      average: averageOf(rows),
    }));
    expect(report.polygonDetails).toEqual(polygons.sort(byWeight((row) => row.weight)));
    const top = report.loadingAreas.flatMap(({ area_name }) =>
      groups(loads.filter((load) => areaOf(load.areaId).name === area_name), (load) => load.materialId)
        .map(([id, rows]) => ({ area_name, material_name: materialName(id), transaction_count: rows.length, total_weight_kg: kgOf(rows) }))
        .sort(byWeight((row) => row.total_weight_kg))
        .slice(0, 5),
    );
    expect(report.topMaterialsByArea).toEqual(top);
  });

  it.each(PERIODS)('gives the drivers of %s, a deleted driver under the name on his tickets', async (_, query, range) => {
    const report: DriverReport = (await get(`/api/reports/drivers?${query}`)).data;
    const driven = countedIn(range).filter((load) => load.driverId);
    const driverOf = (id: number | null) => r.site.drivers.find((driver) => driver.id === id)!;
    const activity = groups(driven, (load) => load.driverId).map(([id, rows]) => ({
      driver_name: driverOf(id).name,
      driver_surname: driverOf(id).surname,
      license_number: driverOf(id).license,
      total_trips: rows.length,
      vehicles_used: distinct(rows.map((row) => row.vehicleId)),
      total_weight_hauled_kg: kgOf(rows),
      avg_load_weight_kg: averageOf(rows),
    }));
    // Heaviest first; drivers who hauled the same are in the order of their names.
    const heaviestFirst = byWeight<(typeof activity)[number]>((row) => row.total_weight_hauled_kg);
    activity.sort((a, b) => heaviestFirst(a, b) || a.driver_name.localeCompare(b.driver_name) || a.driver_surname.localeCompare(b.driver_surname));
    expect(report.driverActivity).toEqual(activity);
    expect(report.statistics).toEqual({ totalActiveDrivers: activity.length });
    const byVehicle = groups(driven, (load) => `${load.driverId}/${load.vehicleId}`).map(([, rows]) => ({
      driver_name: driverOf(rows[0]!.driverId).name,
      driver_surname: driverOf(rows[0]!.driverId).surname,
      registration_number: plate(rows[0]!.vehicleId),
      trip_count: rows.length,
      total_weight_kg: kgOf(rows),
    }));
    byVehicle.sort((a, b) => a.driver_name.localeCompare(b.driver_name) || b.total_weight_kg - a.total_weight_kg);
    expect(report.performanceByVehicle).toEqual(byVehicle.slice(0, DRIVER_PAIRS_PAGE_SIZE));
    expect(report.performanceByVehiclePages).toEqual({ page: 1, pages: Math.ceil(byVehicle.length / DRIVER_PAIRS_PAGE_SIZE), limit: DRIVER_PAIRS_PAGE_SIZE, total: byVehicle.length });

    // Every page holds its share of the pairs, and a page past the end none, with the same count.
    const everyPair: DriverReport['performanceByVehicle'] = [];
    for (let page = 1; page <= report.performanceByVehiclePages.pages + 1; page++) {
      const next: DriverReport = (await get(`/api/reports/drivers?${query}&pairsPage=${page}`)).data;
      expect(next.performanceByVehiclePages).toEqual({ ...report.performanceByVehiclePages, page });
      everyPair.push(...next.performanceByVehicle);
    }
    expect(everyPair).toEqual(byVehicle);
  });

  it('lists the driver and vehicle pairs a window at a time, in the order of the whole list', async () => {
    const period = { timeZone: TZ };
    const all = await driverPairs(r.t.database.db, period);
    expect(all.rows.length).toBeGreaterThan(6);
    expect(all.total).toBe(all.rows.length);
    for (const offset of [0, 3, all.rows.length - 2, all.rows.length + 5]) {
      expect(await driverPairs(r.t.database.db, period, { limit: 3, offset })).toEqual({ rows: all.rows.slice(offset, offset + 3), total: all.total });
    }
  });

  it('refuses a page of the pairs that is not a whole number from 1', async () => {
    for (const page of ['0', '1.5', 'two']) expect(await r.viewerRefusal(`/api/reports/drivers?pairsPage=${page}`), page).toMatch(/^Page of pairs must be/);
  });

  /** A trend row of the site days that match: taras count as transactions, not as loads. */
  const trendOf = (period: string, range: Range) => {
    const loads = countedIn(range).filter((load) => siteDay(load.moment, TZ).startsWith(period));
    const taras = tarasIn(range).filter((tara) => siteDay(tara.moment, TZ).startsWith(period));
    return {
      period,
      transaction_count: loads.length + taras.length,
      load_count: loads.length,
      vehicle_count: distinct(loads.map((load) => load.vehicleId)),
      total_weight_kg: kgOf(loads),
    };
  };

  it.each([
    ['period=today', ['2026-03-05']],
    ['period=week', ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']],
    ['period=custom&startDate=2025-03-01&endDate=2025-05-01', Array.from({ length: 62 }, (_, day) => new Date(Date.UTC(2025, 2, 1 + day)).toISOString().slice(0, 10))],
  ])('gives a row per day for %s, quiet days as zeros', async (query, days) => {
    const report: TrendReport = (await get(`/api/reports/trends?${query}`)).data;
    expect(report.trends).toEqual(days.map((day) => trendOf(day, undefined)));
  });

  it.each([
    ['period=custom&startDate=2025-03-01&endDate=2025-05-02', '2025-03', '2025-05'],
    ['period=all', '2025-01', '2026-03'],
  ])('gives a row per month for %s, from the first month to the last', async (query, first, last) => {
    const report: TrendReport = (await get(`/api/reports/trends?${query}`)).data;
    const months = [...new Set(r.site.loads.map((load) => siteDay(load.moment, TZ).slice(0, 7)))].sort();
    const range = query.includes('custom') ? { start: '2025-03-01', end: '2025-05-02' } : undefined;
    expect(report.trends).toEqual(months.filter((month) => month >= first && month <= last).map((month) => trendOf(month, range)));
  });

  it.each(PERIODS)('agrees with itself, the dashboard and the documents list for %s', async (_, query, range) => {
    const dates = range ? `startDate=${range.start}&endDate=${range.end}` : '';
    const [[summary, materials, areas, drivers, vehicles, trends], stats, documents, insights] = await Promise.all([
      everyReport(query),
      get(`/api/scale-documents/stats?${dates}`),
      get(`/api/scale-documents?limit=1&${dates}`),
      get(`/api/dashboard/insights?${dates}`).then((answer) => answer.data),
    ]);
    const total = summary.summary.total_weight_kg;
    const withoutDriver = kgOf(countedIn(range).filter((load) => !load.driverId));
    expect(total).toBe(kgOf(countedIn(range)));
    expect(sum(materials.materialSummary, 'total_weight_kg')).toBe(total);
    expect(sum(materials.byLoadingArea, 'total_weight_kg')).toBe(total);
    expect(sum(materials.byDestination, 'total_weight_kg')).toBe(total);
    expect(sum(summary.materialBreakdown, 'total_weight_kg')).toBe(total);
    expect(sum(summary.hourlyDistribution, 'total_weight_kg')).toBe(total);
    expect(sum(areas.loadingAreas, 'total_weight_kg')).toBe(total);
    expect((cents(sum(drivers.driverActivity, 'total_weight_hauled_kg')) + cents(withoutDriver)) / 100).toBe(total);
    expect(sum(vehicles.activeVehicles, 'total_weight_hauled_kg')).toBe(total);
    expect(sum(trends.trends, 'total_weight_kg')).toBe(total);
    expect(stats.total_weight).toBe(total);
    expect(documents.pagination.totalWeight).toBe(total);
    expect(sum(insights.materials, 'total_weight_kg')).toBe(total);
    expect(stats.total_transactions).toBe(summary.summary.load_transactions);
    expect(stats.avg_weight).toBe(summary.summary.avg_weight_per_load);
    expect(stats.unique_vehicles).toBe(summary.summary.active_vehicles);
    expect(vehicles.statistics.totalActive).toBe(summary.summary.active_vehicles);
    expect(drivers.statistics.totalActiveDrivers).toBe(summary.summary.active_drivers);
    const countOf = (rows: Record<string, number>[], field: string) => rows.reduce((total, row) => total + row[field]!, 0);
    expect(countOf(trends.trends, 'transaction_count')).toBe(summary.summary.total_transactions);
    expect(countOf(summary.hourlyDistribution, 'transaction_count')).toBe(summary.summary.total_transactions);
    expect(countOf(trends.trends, 'load_count')).toBe(summary.summary.load_transactions);
    expect(countOf(vehicles.activeVehicles, 'load_trips')).toBe(summary.summary.load_transactions);
    expect(countOf(materials.materialSummary, 'total_transactions')).toBe(summary.summary.load_transactions);
    expect(countOf(areas.loadingAreas, 'total_trips')).toBe(summary.summary.load_transactions);
  });

  it('leaves a voided or pending load out of every figure', async () => {
    for (const load of r.site.loads.filter((item) => !item.counted)) {
      const day = siteDay(load.moment, TZ);
      const others = kgOf(r.site.loads.filter((item) => item.counted && siteDay(item.moment, TZ) === day));
      const query = `period=custom&startDate=${day}&endDate=${day}`;
      const [summary, materials, areas, drivers, vehicles, trends] = await everyReport(query);
      expect(summary.summary.total_weight_kg).toBe(others);
      expect(sum(summary.hourlyDistribution, 'total_weight_kg')).toBe(others);
      expect(sum(materials.materialSummary, 'total_weight_kg')).toBe(others);
      expect(sum(areas.loadingAreas, 'total_weight_kg')).toBe(others);
      expect(sum(vehicles.activeVehicles, 'total_weight_hauled_kg')).toBe(others);
      expect(sum(drivers.driverActivity, 'total_weight_hauled_kg')).toBeLessThanOrEqual(others);
      expect(sum(trends.trends, 'total_weight_kg')).toBe(others);
    }
  });

  it('answers a period without data with empty lists and zeros', async () => {
    const query = 'period=custom&startDate=2010-01-01&endDate=2010-01-31';
    const summary: SummaryReport = (await get(`/api/reports/summary?${query}`)).data;
    expect(summary.summary).toMatchObject({ total_transactions: 0, total_weight_kg: 0, avg_weight_per_load: 0, active_drivers: 0 });
    expect(summary.materialBreakdown).toEqual([]);
    expect((await get(`/api/reports/materials?${query}`)).data).toEqual({ materialSummary: [], byLoadingArea: [], byDestination: [] });
    expect((await get(`/api/reports/vehicles?${query}`)).data.activeVehicles).toEqual([]);
    const trends: TrendReport = (await get(`/api/reports/trends?${query}`)).data;
    expect(trends.trends).toHaveLength(31);
    expect(trends.trends.every((row) => row.transaction_count === 0)).toBe(true);
  });

  it.each([
    ['period=yesterday', 'Period must be one of today, week, month, all, custom'],
    ['period=custom&startDate=2026-01-01', 'End date is required for a custom period'],
    ['period=custom', 'Start date is required for a custom period'],
    ['period=custom&startDate=2026-02-02&endDate=2026-02-01', 'Start date must not be after the end date'],
    ['period=custom&startDate=2026-02-30&endDate=2026-03-01', 'Start date must be a real date'],
  ])('refuses %s with 400 and says why', async (query, message) => {
    for (const name of REPORTS) {
      expect(await r.viewerRefusal(`/api/reports/${name}?${query}`), name).toContain(message);
    }
  });

  it('asks for a signed-in user', async () => {
    for (const name of ['summary', 'trends', 'monthly-material', 'annual-material']) {
      expect((await t.call('GET', `/api/reports/${name}`)).statusCode).toBe(401);
    }
  });
});
