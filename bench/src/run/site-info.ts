/** The generated site as the API lists it: what the weighing clients, the list filters and the import workbook refer to. */
import type { ApiClient } from './api-client.js';
import type { WeighingSite } from './weighing-client.js';

export type SiteInfo = WeighingSite & {
  registrations: string[];
  materialNames: string[];
  areaPolygons: { name: string; codes: string[] }[];
  stationNames: string[];
};

type Rows<T> = { data: T[] };

export async function readSite(client: ApiClient): Promise<SiteInfo> {
  const vehicles = (await client.get('/api/vehicles')) as Rows<{ vehicle_id: number; registration_number: string }>;
  const materials = (await client.get('/api/materials')) as Rows<{ material_id: number; name: string }>;
  const areas = (await client.get('/api/loading-areas')) as Rows<{ loading_area_id: number; area_name: string }>;
  const polygons = (await client.get('/api/polygons')) as Rows<{ polygon_id: number; loading_area_id: number; registration_id: string }>;
  const stations = (await client.get('/api/unloading-stations')) as Rows<{ station_id: number; area_name: string }>;
  const polygonsOf = (areaId: number) => polygons.data.filter((polygon) => polygon.loading_area_id === areaId);
  return {
    vehicleIds: vehicles.data.map((vehicle) => vehicle.vehicle_id),
    materialIds: materials.data.map((material) => material.material_id),
    areas: areas.data.map((area) => ({ id: area.loading_area_id, polygonIds: polygonsOf(area.loading_area_id).map((polygon) => polygon.polygon_id) })),
    stationIds: stations.data.map((station) => station.station_id),
    registrations: vehicles.data.map((vehicle) => vehicle.registration_number),
    materialNames: materials.data.map((material) => material.name),
    areaPolygons: areas.data.map((area) => ({ name: area.area_name, codes: polygonsOf(area.loading_area_id).map((polygon) => polygon.registration_id) })),
    stationNames: stations.data.map((station) => station.area_name),
  };
}
