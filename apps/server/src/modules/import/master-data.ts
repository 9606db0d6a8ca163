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
import { driverRecords } from '../drivers/public.js';
import { loadingAreaRecords, polygonRecords } from '../loading-areas/public.js';
import { materialRecords } from '../materials/public.js';
import { unloadingStationRecords } from '../unloading-stations/public.js';
import { vehicleRecords } from '../vehicles/public.js';
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
 * Loads the catalogues once and answers the records of each row; a missing record is counted and stood
 * in for by a placeholder (a negative id). When `write` is true, `settle` then creates the missing
 * records, each kind by one statement, and answers the rows' records with them in place of the placeholders.
 */
export async function masterDataOf(executor: Executor, rows: readonly ImportRow[], write: boolean) {
  // One after the other: a transaction is one connection, which runs one query at a time.
  const vehicleList = await vehicleRecords.list(executor);
  const driverList = await driverRecords.list(executor);
  const materialList = await materialRecords.list(executor);
  const areaList = await loadingAreaRecords.list(executor);
  const polygonList = await polygonRecords.list(executor);
  const stationList = await unloadingStationRecords.list(executor);
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
  /** The placeholders made, by the count of their kind, in the order they were first named. */
  const drafts: { [K in keyof CreatedCounts]: Draft[] } = {
    vehiclesCreated: [],
    driversCreated: [],
    materialsCreated: [],
    loadingAreasCreated: [],
    polygonsCreated: [],
    stationsCreated: [],
  };
  let placeholderId = 0;
  /** A placeholder made from `draft`, counted, and kept with the values it is created with. */
  function create<T extends object, V>(count: keyof CreatedCounts, values: V, draft: (id: number) => T): T {
    counts[count] += 1;
    const record = draft((placeholderId -= 1));
    drafts[count].push({ record, values });
    return record;
  }

  function vehicleOf(row: ImportRow): Vehicle {
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
    const vehicle = create('vehiclesCreated', values, (id) => ({ ...values, vehicle_id: id, driver_name: null }));
    vehicles.set(key, vehicle);
    return vehicle;
  }

  function driverOf(fullName: string): Driver {
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
    const driver = create('driversCreated', values, (id) => ({ ...values, driver_id: id, vehicle_reg: null }));
    drivers.set(key, driver);
    return driver;
  }

  function materialOf(name: string): Material {
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
      size_from_mm: null,
      size_to_mm: null,
    };
    const material = create('materialsCreated', values, (id) => ({ ...values, material_id: id }));
    materials.set(nameKey(name), material);
    materialCodes.set(material.registration_id.toUpperCase(), material);
    return material;
  }

  function areaOf(name: string): LoadingArea {
    const found = areas.get(nameKey(name));
    if (found) return found;
    const values = { area_name: name, description: null, status: DEFAULT_LOADING_AREA_STATUS };
    const area = create('loadingAreasCreated', values, (id) => ({ ...values, loading_area_id: id }));
    areas.set(nameKey(name), area);
    return area;
  }

  function polygonOf(area: LoadingArea, code: string): Polygon {
    const key = `${area.loading_area_id}|${code.toUpperCase()}`;
    const found = polygons.get(key);
    if (found) return found;
    const values = { registration_id: code, area_name: null, status: DEFAULT_POLYGON_STATUS, loading_area_id: area.loading_area_id };
    const polygon = create('polygonsCreated', values, (id) => ({ ...values, polygon_id: id }));
    polygons.set(key, polygon);
    return polygon;
  }

  function stationOf(name: string): UnloadingStation {
    const found = stations.get(nameKey(name));
    if (found) return found;
    const values = { areaName: name, capacity: null, status: DEFAULT_STATION_STATUS };
    const station = create('stationsCreated', values, (id) => ({ station_id: id, area_name: name, capacity: null, status: values.status, station_type: DEFAULT_STATION_TYPE }));
    stations.set(nameKey(name), station);
    return station;
  }

  return {
    counts,
    of(row: ImportRow): RowMasterData {
      const area = areaOf(row.loadingArea);
      return {
        vehicle: vehicleOf(row),
        driver: row.driverName ? driverOf(row.driverName) : null,
        material: materialOf(row.material),
        area,
        polygon: row.polygonCode ? polygonOf(area, row.polygonCode) : null,
        station: row.destination ? stationOf(row.destination) : null,
      };
    },
    /** The rows' records with the placeholders created (when `write`), each kind by one statement. */
    async settle(records: RowMasterData[]): Promise<RowMasterData[]> {
      if (!write || placeholderId === 0) return records;
      return inPlaceOfDrafts(await createDrafts(executor, drafts), records);
    },
  };
}

type Draft = { record: object; values: unknown };

/** The records created for the drafts, by the placeholder they stand in for. */
type Created = Map<object, object>;

/**
 * Creates the drafted records, each kind by one statement (areas before their polygons), and reads
 * them back as the catalogues list them.
 */
async function createDrafts(executor: Executor, drafts: { [K in keyof CreatedCounts]: Draft[] }): Promise<Created> {
  const created: Created = new Map();
  async function createKind<V, T>(kind: Draft[], insert: (executor: Executor, values: readonly V[]) => Promise<number[]>, list: (executor: Executor) => Promise<T[]>, id: (record: T) => number) {
    if (kind.length === 0) return;
    const ids = await insert(executor, kind.map((draft) => draft.values as V));
    const byId = new Map((await list(executor)).map((record) => [id(record), record]));
    kind.forEach((draft, index) => created.set(draft.record, byId.get(ids[index]!)!));
  }
  await createKind(drafts.loadingAreasCreated, loadingAreaRecords.insertMany, loadingAreaRecords.list, (area: LoadingArea) => area.loading_area_id);
  const areaIds = new Map([...created].map(([draft, area]) => [(draft as LoadingArea).loading_area_id, (area as LoadingArea).loading_area_id]));
  for (const draft of drafts.polygonsCreated) {
    const values = draft.values as Polygon;
    draft.values = { ...values, loading_area_id: areaIds.get(values.loading_area_id) ?? values.loading_area_id };
  }
  await createKind(drafts.polygonsCreated, polygonRecords.insertMany, polygonRecords.list, (polygon: Polygon) => polygon.polygon_id);
  await createKind(drafts.vehiclesCreated, vehicleRecords.insertMany, vehicleRecords.list, (vehicle: Vehicle) => vehicle.vehicle_id);
  await createKind(drafts.driversCreated, driverRecords.insertMany, driverRecords.list, (driver: Driver) => driver.driver_id);
  await createKind(drafts.materialsCreated, materialRecords.insertMany, materialRecords.list, (material: Material) => material.material_id);
  await createKind(drafts.stationsCreated, unloadingStationRecords.insertMany, unloadingStationRecords.list, (station: UnloadingStation) => station.station_id);
  return created;
}

/** The rows' records, each placeholder replaced by the record created for it. */
function inPlaceOfDrafts(created: Created, records: RowMasterData[]): RowMasterData[] {
  const real = <T>(record: T): T => (record === null ? record : ((created.get(record as object) as T | undefined) ?? record));
  return records.map((record) => ({
    vehicle: real(record.vehicle),
    driver: real(record.driver),
    material: real(record.material),
    area: real(record.area),
    polygon: real(record.polygon),
    station: real(record.station),
  }));
}
