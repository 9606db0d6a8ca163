/**
 * The master data an import names: found by name as a user would recognise it (a plate without regard
 * to case and spaces, other names without regard to case), or created once however many rows name it.
 * A check (dry run) only counts what it would create.
 */
import { DEFAULT_BLOOD_TYPE, type Driver } from '@weighbridge/contract/drivers';
import { DEFAULT_LOADING_AREA_STATUS, DEFAULT_POLYGON_STATUS, type LoadingArea, type Polygon } from '@weighbridge/contract/loading-areas';
import { DEFAULT_UNIT_OF_MEASURE, type Material } from '@weighbridge/contract/materials';
import { DEFAULT_STATION_STATUS, DEFAULT_STATION_TYPE, type UnloadingStation } from '@weighbridge/contract/unloading-stations';
import { DEFAULT_FUEL_TYPE, DEFAULT_VEHICLE_STATUS, type Vehicle } from '@weighbridge/contract/vehicles';
import type { Executor } from '../../db/database.js';
import { findDriverItem, insertDriver, listDriverItems } from '../drivers/public.js';
import { findLoadingAreaItem, findPolygonItem, insertLoadingArea, insertPolygon, listLoadingAreaItems, listPolygonItems } from '../loading-areas/public.js';
import { findMaterialItem, insertMaterial, listMaterialItems } from '../materials/public.js';
import { findUnloadingStationItem, insertUnloadingStation, listUnloadingStationItems } from '../unloading-stations/public.js';
import { findVehicleItem, insertVehicle, listVehicleItems } from '../vehicles/public.js';
import type { ImportRow } from './row-mapping.js';

/** Brand and model of a vehicle created without them in the file. */
const UNKNOWN = 'Unknown';

export const plateKey = (plate: string) => plate.toUpperCase().replaceAll(' ', '');
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export type CreatedCounts = {
  vehiclesCreated: number;
  driversCreated: number;
  materialsCreated: number;
  loadingAreasCreated: number;
  polygonsCreated: number;
  stationsCreated: number;
};

export type RowMasterData = {
  vehicle: Vehicle;
  driver: Driver | null;
  material: Material;
  area: LoadingArea;
  polygon: Polygon | null;
  station: UnloadingStation | null;
};

/** Keeps the first of several records with one key, as the lists come ordered by name and id. */
function indexBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T> {
  const index = new Map<string, T>();
  for (const item of items) if (!index.has(key(item))) index.set(key(item), item);
  return index;
}

/** A value that is unique among those taken: the wish itself, or it with -2, -3, ... */
function unused(wish: string, taken: Set<string>, maxLength: number): string {
  const base = wish.slice(0, maxLength);
  let candidate = base;
  for (let suffix = 2; taken.has(candidate.toUpperCase()); suffix += 1) candidate = `${base.slice(0, maxLength - String(suffix).length - 1)}-${suffix}`;
  taken.add(candidate.toUpperCase());
  return candidate;
}

/**
 * Loads the catalogues once and answers the records of each row, creating what is missing when
 * `write` is true; without it a missing record is counted and stood in for by a placeholder.
 */
export async function masterDataOf(executor: Executor, rows: readonly ImportRow[], write: boolean) {
  // One after the other: a transaction is one connection, which runs one query at a time.
  const vehicleList = await listVehicleItems(executor);
  const driverList = await listDriverItems(executor);
  const materialList = await listMaterialItems(executor);
  const areaList = await listLoadingAreaItems(executor);
  const polygonList = await listPolygonItems(executor);
  const stationList = await listUnloadingStationItems(executor);
  const vehicles = indexBy(vehicleList, (vehicle) => plateKey(vehicle.registration_number));
  const drivers = indexBy(driverList, (driver) => nameKey(`${driver.name} ${driver.surname}`));
  const licences = new Set(driverList.map((driver) => driver.driver_license_id.toUpperCase()));
  const materials = indexBy(materialList, (material) => nameKey(material.name));
  const materialCodes = indexBy(materialList, (material) => material.registration_id.toUpperCase());
  const areas = indexBy(areaList, (area) => nameKey(area.area_name));
  const polygons = indexBy(polygonList, (polygon) => `${polygon.loading_area_id}|${polygon.registration_id.toUpperCase()}`);
  const stations = indexBy(stationList, (station) => nameKey(station.area_name));

  // A vehicle created by the import takes the first brand and model the file gives it anywhere.
  const described = new Map<string, { brand: string | null; model: string | null }>();
  for (const row of rows) {
    const seen = described.get(plateKey(row.registrationNumber)) ?? { brand: null, model: null };
    described.set(plateKey(row.registrationNumber), { brand: seen.brand ?? row.brand, model: seen.model ?? row.model });
  }

  const counts: CreatedCounts = { vehiclesCreated: 0, driversCreated: 0, materialsCreated: 0, loadingAreasCreated: 0, polygonsCreated: 0, stationsCreated: 0 };
  let placeholderId = 0;
  /** Creates through `insert` and reads the record back, or in a check makes a placeholder from `draft`. */
  async function create<T>(count: keyof CreatedCounts, insert: () => Promise<number>, find: (id: number) => Promise<T | undefined>, draft: (id: number) => T) {
    counts[count] += 1;
    if (!write) return draft((placeholderId -= 1));
    const id = await insert();
    const record = await find(id);
    if (!record) throw new Error(`a ${count} record vanished within its own transaction`);
    return record;
  }

  async function vehicleOf(row: ImportRow): Promise<Vehicle> {
    const key = plateKey(row.registrationNumber);
    const found = vehicles.get(key);
    if (found) return found;
    const { brand, model } = described.get(key) ?? { brand: null, model: null };
    const values = {
      registration_number: row.registrationNumber,
      brand: brand ?? UNKNOWN,
      model: model ?? UNKNOWN,
      fuel_type: DEFAULT_FUEL_TYPE,
      status: DEFAULT_VEHICLE_STATUS,
      assigned_driver_id: null,
      year_manufactured: null,
      capacity_kg: null,
      tare_weight_kg: null,
    };
    const vehicle = await create('vehiclesCreated', () => insertVehicle(executor, values), (id) => findVehicleItem(executor, id), (id) => ({ ...values, vehicle_id: id, driver_name: null }));
    vehicles.set(key, vehicle);
    return vehicle;
  }

  async function driverOf(fullName: string): Promise<Driver> {
    const key = nameKey(fullName);
    const found = drivers.get(key);
    if (found) return found;
    const words = fullName.split(' ');
    const values = {
      name: words.slice(0, -1).join(' '),
      surname: words.at(-1) ?? fullName,
      // The licence is unknown to the file; a marked placeholder keeps the licence rule until it is filled in.
      driver_license_id: unused(`IMPORTED-${fullName.toUpperCase().replaceAll(' ', '-')}`, licences, 50),
      contact: null,
      blood_type: DEFAULT_BLOOD_TYPE,
      birth_date: null,
      assigned_vehicle_id: null,
      emergency_contact: null,
      emergency_contact_name: null,
    };
    const driver = await create('driversCreated', () => insertDriver(executor, values), (id) => findDriverItem(executor, id), (id) => ({ ...values, driver_id: id, vehicle_reg: null }));
    drivers.set(key, driver);
    return driver;
  }

  async function materialOf(name: string): Promise<Material> {
    const found = materials.get(nameKey(name)) ?? materialCodes.get(name.toUpperCase());
    if (found) return found;
    const takenCodes = new Set(materialCodes.keys());
    const values = {
      name,
      registration_id: unused(name.toUpperCase().replace(/\s+/g, '-'), takenCodes, 50),
      category: null,
      unit_of_measure: DEFAULT_UNIT_OF_MEASURE,
      density_kg_m3: null,
      price_per_unit: null,
      description: null,
    };
    const material = await create('materialsCreated', () => insertMaterial(executor, values), (id) => findMaterialItem(executor, id), (id) => ({ ...values, material_id: id }));
    materials.set(nameKey(name), material);
    materialCodes.set(material.registration_id.toUpperCase(), material);
    return material;
  }

  async function areaOf(name: string): Promise<LoadingArea> {
    const found = areas.get(nameKey(name));
    if (found) return found;
    const values = { area_name: name, description: null, status: DEFAULT_LOADING_AREA_STATUS };
    const area = await create('loadingAreasCreated', () => insertLoadingArea(executor, values), (id) => findLoadingAreaItem(executor, id), (id) => ({ ...values, loading_area_id: id }));
    areas.set(nameKey(name), area);
    return area;
  }

  async function polygonOf(area: LoadingArea, code: string): Promise<Polygon> {
    const key = `${area.loading_area_id}|${code.toUpperCase()}`;
    const found = polygons.get(key);
    if (found) return found;
    const values = { registration_id: code, area_name: null, status: DEFAULT_POLYGON_STATUS, loading_area_id: area.loading_area_id };
    const polygon = await create('polygonsCreated', () => insertPolygon(executor, values), (id) => findPolygonItem(executor, id), (id) => ({ ...values, polygon_id: id }));
    polygons.set(key, polygon);
    return polygon;
  }

  async function stationOf(name: string): Promise<UnloadingStation> {
    const found = stations.get(nameKey(name));
    if (found) return found;
    const values = { areaName: name, capacity: null, status: DEFAULT_STATION_STATUS };
    const station = await create(
      'stationsCreated',
      () => insertUnloadingStation(executor, values),
      (id) => findUnloadingStationItem(executor, id),
      (id) => ({ station_id: id, area_name: name, capacity: null, status: values.status, station_type: DEFAULT_STATION_TYPE }),
    );
    stations.set(nameKey(name), station);
    return station;
  }

  return {
    counts,
    async of(row: ImportRow): Promise<RowMasterData> {
      const area = await areaOf(row.loadingArea);
      return {
        vehicle: await vehicleOf(row),
        driver: row.driverName ? await driverOf(row.driverName) : null,
        material: await materialOf(row.material),
        area,
        polygon: row.polygonCode ? await polygonOf(area, row.polygonCode) : null,
        station: row.destination ? await stationOf(row.destination) : null,
      };
    },
  };
}
