/**
 * A site with fourteen months of weighings for the report tests, made through the API: documents entered
 * by hand on known dates from January 2025, loads weighed at the scale "today" (Thursday 5 March 2026 at
 * the site), taras, loads without polygon, destination or driver, a few voided, one set back to pending,
 * a driver deleted and a material renamed after weighing. Every load is kept, so a test knows the answers.
 */
import { makeVehicle } from './site-data.js';
import type { TestApp } from './test-app.js';

export type ReportLoad = {
  documentId: number;
  moment: Date;
  vehicleId: number;
  materialId: number;
  areaId: number;
  polygonId: number | null;
  stationId: number | null;
  driverId: number | null;
  netKg: number;
  /** Voided or pending loads are in no figure. */
  counted: boolean;
  voided: boolean;
};

export type ReportSite = {
  adminToken: string;
  materials: { id: number; name: string }[];
  areas: { id: number; name: string; polygons: { id: number; code: string }[] }[];
  stations: { id: number; name: string }[];
  drivers: { id: number; name: string; surname: string; license: string | null }[];
  vehicles: { id: number; plate: string }[];
  /** Active, without trips: one weighed a tara today, the other never came. */
  taraOnlyVehicle: { id: number; plate: string; taraAt: string };
  neverSeenVehicle: { id: number; plate: string };
  loads: ReportLoad[];
  taras: { vehicleId: number; moment: Date }[];
};

/** "Now" of the data set: Thursday 5 March 2026, 09:00 at a site in Europe/Ljubljana. */
export const REPORT_NOW = new Date('2026-03-05T08:00:00Z');

async function created(t: TestApp, token: string, url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await t.call('POST', url, { token, body });
  if (response.statusCode !== 201) throw new Error(`POST ${url} failed: ${response.body}`);
  return response.json().data;
}

/** The hand-entered documents' moments: every 5 days 7 h 13 min from 6 January 2025, then a few near now. */
function pastMoments(): Date[] {
  const moments = Array.from({ length: 72 }, (_, index) => new Date(Date.parse('2025-01-06T05:10:00Z') + index * (5 * 24 + 7) * 3_600_000 + index * 13 * 60_000));
  // 23:30 and 22:30 UTC on 28 February are 00:30 on 1 March and 23:30 on 28 February at the site.
  for (const iso of ['2026-02-28T22:30:00Z', '2026-02-28T23:30:00Z', '2026-03-01T10:00:00Z', '2026-03-02T13:45:00Z', '2026-03-03T06:20:00Z', '2026-03-05T05:15:00Z']) {
    moments.push(new Date(iso));
  }
  return moments;
}

export async function makeReportSite(t: TestApp): Promise<ReportSite> {
  t.clock.advance(REPORT_NOW.getTime() - t.clock.now().getTime());
  const adminToken = await t.signInAs('admin');
  const make = (url: string, body: unknown) => created(t, adminToken, url, body);

  const materials: ReportSite['materials'] = [];
  for (const [index, name] of ['Gravel 16/32', 'Crushed limestone 0/4', 'Armour stone'].entries()) {
    const material = await make('/api/materials', { name, registration_id: `RPT-MAT-${index}` });
    materials.push({ id: material.material_id as number, name });
  }
  const areas: ReportSite['areas'] = [];
  for (const [name, codes] of [['North Pit', ['N-01', 'N-02']], ['East Bench', ['E-07']]] as const) {
    const area = await make('/api/loading-areas', { area_name: name });
    const polygons: ReportSite['areas'][number]['polygons'] = [];
    for (const code of codes) {
      const polygon = await make('/api/polygons', { registration_id: code, loading_area_id: area.loading_area_id });
      polygons.push({ id: polygon.polygon_id as number, code });
    }
    areas.push({ id: area.loading_area_id as number, name, polygons });
  }
  const stations: ReportSite['stations'] = [];
  for (const name of ['Primary Crusher', 'Stockpile 3']) {
    stations.push({ id: (await make('/api/unloading-stations', { areaName: name })).station_id as number, name });
  }
  const drivers: ReportSite['drivers'] = [];
  for (const [name, surname, license] of [['Marko', 'Novak', 'LJ-1001'], ['Ana', 'Kranjc', 'LJ-1002'], ['Luka', 'Zupan', 'LJ-1003']] as const) {
    drivers.push({ id: (await make('/api/drivers', { name, surname, driver_license_id: license })).driver_id as number, name, surname, license });
  }
  const plateOf = async (id: number) => ((await t.call('GET', `/api/vehicles/${id}`, { token: adminToken })).json().data as { registration_number: string }).registration_number;
  const vehicles: ReportSite['vehicles'] = [];
  for (let index = 0; index < 4; index += 1) {
    const id = await makeVehicle(t, adminToken, { capacity_kg: 30000 });
    vehicles.push({ id, plate: await plateOf(id) });
  }
  const taraOnlyId = await makeVehicle(t, adminToken);
  const neverSeenId = await makeVehicle(t, adminToken);
  await makeVehicle(t, adminToken, { status: 'retired' });

  const loads: ReportLoad[] = [];
  const choices = (index: number) => {
    const area = areas[index % 2]!;
    const polygon = index % 7 === 3 ? null : area.polygons[index % area.polygons.length]!;
    return {
      vehicleId: vehicles[index % 4]!.id,
      materialId: materials[(index * 5) % 3]!.id,
      loadedAreaId: area.id,
      polygonId: polygon?.id ?? null,
      unloadingStationId: index % 6 === 5 ? null : stations[index % 2]!.id,
      driverId: index % 4 === 1 ? null : drivers[index % 3]!.id,
    };
  };
  const remember = (answer: Record<string, unknown>, chosen: ReturnType<typeof choices>) => {
    loads.push({
      documentId: answer.document_id as number,
      moment: new Date(answer.second_weigh_timestamp as string),
      vehicleId: chosen.vehicleId,
      materialId: chosen.materialId,
      areaId: chosen.loadedAreaId,
      polygonId: chosen.polygonId,
      stationId: chosen.unloadingStationId,
      driverId: chosen.driverId,
      netKg: answer.material_weight_kg as number,
      counted: true,
      voided: false,
    });
  };

  for (const [index, moment] of pastMoments().entries()) {
    const chosen = choices(index);
    const tareWeight = 11000 + (index % 4) * 250.5;
    const body = { ...chosen, tareWeight, fullWeight: tareWeight + 18000 + ((index * 1237) % 9000) + (index % 7) * 0.13 };
    const firstWeighAt = new Date(moment.getTime() - 20 * 60_000).toISOString();
    remember(await make('/api/scale-documents', { ...body, firstWeighAt, secondWeighAt: moment.toISOString() }), chosen);
  }

  const taras: ReportSite['taras'] = [];
  for (const [index, vehicle] of vehicles.entries()) {
    const tara = await make('/api/tara-weighings', { vehicleId: vehicle.id, tareWeight: 12000 + index * 100 });
    taras.push({ vehicleId: vehicle.id, moment: new Date(tara.weighed_at as string) });
  }
  t.clock.advance(5 * 60_000);
  const taraOnly = await make('/api/tara-weighings', { vehicleId: taraOnlyId, tareWeight: 11800 });
  taras.push({ vehicleId: taraOnlyId, moment: new Date(taraOnly.weighed_at as string) });
  for (let index = 0; index < 8; index += 1) {
    t.clock.advance(7 * 60_000);
    const chosen = choices(index + 100);
    remember(await make('/api/scale-documents/record-load', { ...chosen, fullWeight: 40000 + index * 777.77 }), chosen);
  }

  for (const load of [loads[4]!, loads[40]!, loads.at(-2)!]) {
    const voided = await t.call('DELETE', `/api/scale-documents/${load.documentId}`, { token: adminToken, body: { reason: 'Weighed twice' } });
    if (voided.statusCode !== 200) throw new Error(`void failed: ${voided.body}`);
    load.counted = false;
    load.voided = true;
  }
  const supervisor = await t.signInAs('supervisor');
  const pending = loads[20]!;
  const corrected = await t.call('PUT', `/api/scale-documents/${pending.documentId}`, { token: supervisor, body: { status: 'pending' } });
  if (corrected.statusCode !== 200) throw new Error(`correction failed: ${corrected.body}`);
  pending.counted = false;

  // After weighing: Luka leaves (his tickets keep his name) and Armour stone gets its full catalogue name.
  const removed = await t.call('DELETE', `/api/drivers/${drivers[2]!.id}`, { token: adminToken });
  if (removed.statusCode !== 200) throw new Error(`driver delete failed: ${removed.body}`);
  drivers[2]!.license = null;
  const renamed = { name: 'Armour stone 300-1000', registration_id: 'RPT-MAT-2' };
  const rename = await t.call('PUT', `/api/materials/${materials[2]!.id}`, { token: adminToken, body: renamed });
  if (rename.statusCode !== 200) throw new Error(`rename failed: ${rename.body}`);
  materials[2]!.name = renamed.name;

  return {
    adminToken,
    materials,
    areas,
    stations,
    drivers,
    vehicles,
    taraOnlyVehicle: { id: taraOnlyId, plate: await plateOf(taraOnlyId), taraAt: String(taraOnly.weighed_at) },
    neverSeenVehicle: { id: neverSeenId, plate: await plateOf(neverSeenId) },
    loads,
    taras,
  };
}

/** The hour of a moment at the site, 0 to 23, as the reports bucket it. */
export function siteHour(moment: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(moment));
}
