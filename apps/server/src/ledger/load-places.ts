/**
 * What a load is weighed with besides the vehicle: material, loading area and polygon, destination
 * and driver. Each must exist and be usable; the polygon must lie in the chosen area.
 */
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { weightDifferenceKg } from '@weighbridge/contract/weights';
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { namedStatement } from '../db/prepared.js';
import { AppError } from '../lib/errors.js';

export type LoadChoices = {
  materialId: number;
  loadingAreaId: number;
  polygonId: number | null;
  unloadingStationId: number | null;
  driverId: number | null;
};

/** What a load request chose (the specification names the loading area `loadedAreaId`), in the code's names (README.md, Glossary). */
export function requestedChoices(request: Omit<LoadChoices, 'loadingAreaId'> & { loadedAreaId: number }): LoadChoices {
  const { materialId, loadedAreaId, polygonId, unloadingStationId, driverId } = request;
  return { materialId, loadingAreaId: loadedAreaId, polygonId, unloadingStationId, driverId };
}

const refuse = (message: string) => new AppError('BAD_REQUEST', message);
const LABELS = FIELD_LABELS['scale-documents'];

/** What the ticket copies and the checks read of each choice: null where the id names nothing. */
export type ChoiceRow = {
  material_id: number | null;
  material_name: string | null;
  loading_area_id: number | null;
  area_name: string | null;
  area_status: string | null;
  polygon_id: number | null;
  polygon_code: string | null;
  polygon_area_id: number | null;
  polygon_status: string | null;
  station_id: number | null;
  station_name: string | null;
  station_status: string | null;
  driver_id: number | null;
  driver_name: string | null;
  driver_surname: string | null;
};

/**
 * Every choice of a load as one row (columns, then the rows they come from), the ids as named placeholders
 * (choiceValues): a weighing holds its vehicle's row, and every round trip of it keeps a scale house waiting.
 * The weighing reads its tara beside them (weighing/held-rows.ts).
 */
export const CHOICE_COLUMNS = sql`m.material_id, m.name as material_name, a.loading_area_id, a.area_name, a.status as area_status,
  p.polygon_id, p.registration_id as polygon_code, p.loading_area_id as polygon_area_id, p.status as polygon_status,
  s.station_id, s.area_name as station_name, s.status as station_status,
  d.driver_id, d.name as driver_name, d.surname as driver_surname`;
export const CHOSEN_ROWS = sql`(select 1) chosen
  left join materials m on m.material_id = ${sql.placeholder('materialId')}
  left join loading_areas a on a.loading_area_id = ${sql.placeholder('loadingAreaId')}
  left join polygons p on p.polygon_id = ${sql.placeholder('polygonId')}
  left join unloading_stations s on s.station_id = ${sql.placeholder('unloadingStationId')}
  left join drivers d on d.driver_id = ${sql.placeholder('driverId')}`;

/** The placeholders' values of CHOSEN_ROWS; the driver defaults to the vehicle's assigned driver. */
export function choiceValues(choices: LoadChoices, assignedDriverId: number | null) {
  return { ...choices, driverId: choices.driverId ?? assignedDriverId };
}

const readChoices = namedStatement<ChoiceRow>('load_choices', sql`select ${CHOICE_COLUMNS} from ${CHOSEN_ROWS}`);

/** Resolves and checks the choices; the driver defaults to the vehicle's assigned driver. */
export async function resolveLoadChoices(executor: Executor, choices: LoadChoices, assignedDriverId: number | null) {
  const [row] = await readChoices(executor, choiceValues(choices, assignedDriverId));
  return checkChoices(row!, choices, assignedDriverId);
}

/** The choices as read (CHOICE_COLUMNS), checked: each must exist and be usable, the polygon in the chosen area. */
export function checkChoices(row: ChoiceRow, choices: LoadChoices, assignedDriverId: number | null) {
  const { driverId } = choiceValues(choices, assignedDriverId);
  if (row.material_id === null) throw refuse(REFUSALS_WITH_VALUES.doesNotExist(LABELS.materialId, choices.materialId));
  const material = { material_id: row.material_id, name: row.material_name! };

  if (row.loading_area_id === null) throw refuse(REFUSALS_WITH_VALUES.doesNotExist(LABELS.loadedAreaId, choices.loadingAreaId));
  const area = { loading_area_id: row.loading_area_id, area_name: row.area_name!, status: row.area_status! };
  if (area.status !== 'active') throw refuse(REFUSALS_WITH_VALUES.notUsable(LABELS.loadedAreaId, area.area_name, area.status));

  if (choices.polygonId !== null && row.polygon_id === null) throw refuse(REFUSALS_WITH_VALUES.doesNotExist(LABELS.polygonId, choices.polygonId));
  const polygon = row.polygon_id === null ? null : { polygon_id: row.polygon_id, registration_id: row.polygon_code!, loading_area_id: row.polygon_area_id!, status: row.polygon_status! };
  if (polygon && polygon.loading_area_id !== area.loading_area_id) {
    throw refuse(REFUSALS_WITH_VALUES.polygonElsewhere(LABELS.polygonId, polygon.registration_id, area.area_name));
  }
  if (polygon && polygon.status !== 'operational') throw refuse(REFUSALS_WITH_VALUES.notUsable(LABELS.polygonId, polygon.registration_id, polygon.status));

  if (choices.unloadingStationId !== null && row.station_id === null) {
    throw refuse(REFUSALS_WITH_VALUES.doesNotExist(LABELS.unloadingStationId, choices.unloadingStationId));
  }
  const station = row.station_id === null ? null : { station_id: row.station_id, area_name: row.station_name!, status: row.station_status! };
  if (station && station.status !== 'operational') throw refuse(REFUSALS_WITH_VALUES.notUsable(LABELS.unloadingStationId, station.area_name, station.status));

  if (driverId !== null && row.driver_id === null) throw refuse(REFUSALS_WITH_VALUES.doesNotExist(LABELS.driverId, driverId));
  const driver = row.driver_id === null ? null : { driver_id: row.driver_id, name: row.driver_name!, surname: row.driver_surname! };

  return { material, area, polygon, station, driver };
}

type Resolved = ReturnType<typeof checkChoices>;
type VehicleOnTicket = { vehicle_id: number; registration_number: string; brand: string; model: string; capacity_kg: number | null };

/**
 * The ticket's copies of what was weighed with what, and the overload, for a new document: the texts
 * as they read at weighing time, beside the ids reports group by.
 */
export function ticketTexts(vehicle: VehicleOnTicket, resolved: Resolved, netKg: number) {
  const overloadKg = vehicle.capacity_kg !== null && netKg > vehicle.capacity_kg ? weightDifferenceKg(netKg, vehicle.capacity_kg) : null;
  return {
    vehicleId: vehicle.vehicle_id,
    registrationNumber: vehicle.registration_number,
    brand: vehicle.brand,
    model: vehicle.model,
    ...choiceTexts(resolved),
    overloaded: overloadKg !== null,
    overloadKg,
  };
}

/** What was chosen at the scale, ids and the texts the ticket prints: written by a load and by a correction. */
export function choiceTexts({ material, area, polygon, station, driver }: Resolved) {
  return {
    driverId: driver?.driver_id ?? null,
    driverName: driver?.name ?? null,
    driverSurname: driver?.surname ?? null,
    materialId: material.material_id,
    materialName: material.name,
    polygonId: polygon?.polygon_id ?? null,
    polygonCode: polygon?.registration_id ?? null,
    loadingAreaId: area.loading_area_id,
    loadingAreaName: area.area_name,
    unloadingStationId: station?.station_id ?? null,
    destinationName: station?.area_name ?? null,
  };
}
