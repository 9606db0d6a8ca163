/** Master data for weighing tests, made through the API as a site administrator would. */
import type { TestApp } from './test-app.js';

export type Site = {
  adminToken: string;
  vehicleId: number;
  materialId: number;
  areaId: number;
  polygonId: number;
  otherAreaPolygonId: number;
  stationId: number;
};

let counter = 0;

async function created(t: TestApp, token: string, url: string, body: unknown): Promise<Record<string, number>> {
  const response = await t.call('POST', url, { token, body });
  if (response.statusCode !== 201) throw new Error(`POST ${url} failed: ${response.body}`);
  return response.json().data;
}

export async function makeVehicle(t: TestApp, token: string, extra: Record<string, unknown> = {}): Promise<number> {
  counter += 1;
  const vehicle = await created(t, token, '/api/vehicles', { registration_number: `KR ${counter}00 TR`, brand: 'Volvo', model: 'FMX', ...extra });
  return vehicle.vehicle_id!;
}

export async function makeSite(t: TestApp): Promise<Site> {
  const adminToken = await t.signInAs('admin');
  counter += 1;
  const material = await created(t, adminToken, '/api/materials', { name: `Gravel 16/32 #${counter}`, registration_id: `MAT-${counter}` });
  const area = await created(t, adminToken, '/api/loading-areas', { area_name: `North Pit ${counter}` });
  const otherArea = await created(t, adminToken, '/api/loading-areas', { area_name: `South Pit ${counter}` });
  const polygon = await created(t, adminToken, '/api/polygons', { registration_id: 'P-01', loading_area_id: area.loading_area_id });
  const otherPolygon = await created(t, adminToken, '/api/polygons', { registration_id: 'P-99', loading_area_id: otherArea.loading_area_id });
  const station = await created(t, adminToken, '/api/unloading-stations', { areaName: `Crusher ${counter}` });
  return {
    adminToken,
    vehicleId: await makeVehicle(t, adminToken, { capacity_kg: 25000 }),
    materialId: material.material_id!,
    areaId: area.loading_area_id!,
    polygonId: polygon.polygon_id!,
    otherAreaPolygonId: otherPolygon.polygon_id!,
    stationId: station.station_id!,
  };
}

export function loadBody(site: Site, fullWeight: number, extra: Record<string, unknown> = {}) {
  return {
    vehicleId: site.vehicleId,
    rfidCardNumber: null,
    fullWeight,
    materialId: site.materialId,
    polygonId: site.polygonId,
    loadedAreaId: site.areaId,
    unloadingStationId: site.stationId,
    scaleId: 1,
    readerId: 1,
    driverId: null,
    notes: null,
    ...extra,
  };
}

/** Weighs a load of the site's vehicle (a tara of 12,000 kg, then `fullWeight`) and answers its printed ticket. */
export async function printedTicket(t: TestApp, site: Site, fullWeight = 31_000): Promise<Buffer> {
  const token = site.adminToken;
  const tara = await t.call('POST', '/api/tara-weighings', { token, body: { vehicleId: site.vehicleId, tareWeight: 12_000 } });
  if (tara.statusCode !== 201) throw new Error(`tara failed: ${tara.body}`);
  const load = await t.call('POST', '/api/scale-documents/record-load', { token, body: loadBody(site, fullWeight) });
  if (load.statusCode !== 201) throw new Error(`load failed: ${load.body}`);
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/scale-documents/${load.json().data.document_id}/ticket.pdf`,
    headers: { authorization: `Bearer ${token}`, host: 'intranet:8080' },
  });
  if (answer.statusCode !== 200) throw new Error(`print failed: ${answer.body}`);
  return answer.rawPayload;
}
