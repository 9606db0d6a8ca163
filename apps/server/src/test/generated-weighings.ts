/**
 * Many weighings over several days, made through the API as the scale house makes them: three materials,
 * two loading areas with a polygon each, four trucks; some loads without a polygon, a few voided and one
 * set back to pending. Each load's figures are kept, so a test can count what the server should answer.
 */
import { siteDay } from '@weighbridge/contract/date-ranges';
import type { TestApp } from './test-app.js';
import { makeVehicle } from './site-data.js';

export type GeneratedLoad = {
  documentId: number;
  vehicleId: number;
  materialId: number;
  polygonId: number | null;
  netKg: number;
  /** The site day it was weighed on, YYYY-MM-DD. */
  day: string;
  /** Voided or pending: in no statistic. */
  counted: boolean;
};

export type GeneratedSite = {
  adminToken: string;
  materials: { id: number; name: string }[];
  polygons: { id: number; code: string; areaName: string }[];
  vehicleIds: number[];
  /** An active truck that made no trip. */
  idleVehicleId: number;
  loads: GeneratedLoad[];
};

async function created(t: TestApp, token: string, url: string, body: unknown): Promise<Record<string, number>> {
  const response = await t.call('POST', url, { token, body });
  if (response.statusCode !== 201) throw new Error(`POST ${url} failed: ${response.body}`);
  return response.json().data;
}

export async function generateWeighings(t: TestApp, count: number): Promise<GeneratedSite> {
  const adminToken = await t.signInAs('admin');
  const materials = [];
  for (const name of ['Gravel 16/32', 'Crushed limestone 0/4', 'Armour stone']) {
    const material = await created(t, adminToken, '/api/materials', { name, registration_id: `MAT-${name.slice(0, 5)}` });
    materials.push({ id: material.material_id!, name });
  }
  const polygons = [];
  for (const [areaName, code] of [['North Pit', 'N-01'], ['East Bench', 'E-07']] as const) {
    const area = await created(t, adminToken, '/api/loading-areas', { area_name: areaName });
    const polygon = await created(t, adminToken, '/api/polygons', { registration_id: code, loading_area_id: area.loading_area_id });
    polygons.push({ id: polygon.polygon_id!, code, areaName, areaId: area.loading_area_id! });
  }
  const vehicleIds = [];
  for (let index = 0; index < 4; index += 1) {
    const vehicleId = await makeVehicle(t, adminToken);
    await created(t, adminToken, '/api/tara-weighings', { vehicleId, tareWeight: 11000 + index * 250.5 });
    vehicleIds.push(vehicleId);
  }
  const idleVehicleId = await makeVehicle(t, adminToken);
  await makeVehicle(t, adminToken, { status: 'retired' });

  const loads: GeneratedLoad[] = [];
  for (let index = 0; index < count; index += 1) {
    // 83 minutes apart: loads fall at every hour of the day, also just before and after the site's midnight.
    t.clock.advance(83 * 60_000);
    const vehicleId = vehicleIds[index % 4]!;
    const material = materials[(index * 7) % 3]!;
    const polygon = index % 5 === 4 ? null : polygons[index % 2]!;
    const answer = await created(t, adminToken, '/api/scale-documents/record-load', {
      vehicleId,
      fullWeight: 30000 + ((index * 1237) % 9000) + (index % 7) * 0.13,
      materialId: material.id,
      loadedAreaId: (polygon ?? polygons[1]!).areaId,
      polygonId: polygon?.id ?? null,
    });
    const day = siteDay(new Date(String(answer.second_weigh_timestamp)), t.config.siteTimeZone);
    loads.push({ documentId: answer.document_id!, vehicleId, materialId: material.id, polygonId: polygon?.id ?? null, netKg: answer.material_weight_kg!, day, counted: true });
  }
  for (const load of loads.filter((_, index) => index % 13 === 6)) {
    const voided = await t.call('DELETE', `/api/scale-documents/${load.documentId}`, { token: adminToken, body: { reason: 'Weighed twice' } });
    if (voided.statusCode !== 200) throw new Error(`void failed: ${voided.body}`);
    load.counted = false;
  }
  const pending = loads[10]!;
  const supervisor = await t.signInAs('supervisor');
  const corrected = await t.call('PUT', `/api/scale-documents/${pending.documentId}`, { token: supervisor, body: { status: 'pending' } });
  if (corrected.statusCode !== 200) throw new Error(`correction failed: ${corrected.body}`);
  pending.counted = false;
  return { adminToken, materials, polygons, vehicleIds, idleVehicleId, loads };
}
