/**
 * What a load is weighed with besides the vehicle: material, loading area and polygon, destination
 * and driver. Each must exist and be usable; the polygon must lie in the chosen area.
 */
import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { findDriverItem } from '../drivers/repository.js';
import { findPolygonItem } from '../loading-areas/polygon-repository.js';
import { findLoadingAreaItem } from '../loading-areas/repository.js';
import { findMaterialItem } from '../materials/repository.js';
import { findUnloadingStationItem } from '../unloading-stations/repository.js';
import { netWeightKg } from './rules.js';

export type LoadChoices = {
  materialId: number;
  loadedAreaId: number;
  polygonId: number | null;
  unloadingStationId: number | null;
  driverId: number | null;
};

const refuse = (message: string) => new AppError('BAD_REQUEST', message);

/** Resolves and checks the choices; the driver defaults to the vehicle's assigned driver. */
export async function resolveLoadChoices(executor: Executor, choices: LoadChoices, assignedDriverId: number | null) {
  const material = await findMaterialItem(executor, choices.materialId);
  if (!material) throw refuse(`materialId: material ${choices.materialId} does not exist`);

  const area = await findLoadingAreaItem(executor, choices.loadedAreaId);
  if (!area) throw refuse(`loadedAreaId: loading area ${choices.loadedAreaId} does not exist`);
  if (area.status !== 'active') throw refuse(`loadedAreaId: loading area '${area.area_name}' is ${area.status}`);

  const polygon = choices.polygonId === null ? null : await findPolygonItem(executor, choices.polygonId);
  if (choices.polygonId !== null && !polygon) throw refuse(`polygonId: polygon ${choices.polygonId} does not exist`);
  if (polygon && polygon.loading_area_id !== area.loading_area_id) {
    throw refuse(`polygonId: polygon '${polygon.registration_id}' does not belong to loading area '${area.area_name}'`);
  }
  if (polygon && polygon.status !== 'operational') throw refuse(`polygonId: polygon '${polygon.registration_id}' is ${polygon.status}`);

  const station = choices.unloadingStationId === null ? null : await findUnloadingStationItem(executor, choices.unloadingStationId);
  if (choices.unloadingStationId !== null && !station) {
    throw refuse(`unloadingStationId: unloading station ${choices.unloadingStationId} does not exist`);
  }
  if (station && station.status !== 'operational') throw refuse(`unloadingStationId: unloading station '${station.area_name}' is ${station.status}`);

  const driverId = choices.driverId ?? assignedDriverId;
  const driver = driverId === null ? null : await findDriverItem(executor, driverId);
  if (driverId !== null && !driver) throw refuse(`driverId: driver ${driverId} does not exist`);

  return { material, area, polygon, station, driver };
}

type Resolved = Awaited<ReturnType<typeof resolveLoadChoices>>;
type VehicleOnTicket = { vehicle_id: number; registration_number: string; brand: string; model: string; capacity_kg: number | null };

/**
 * The ticket's copies of what was weighed with what, and the overload, for a new document: the texts
 * as they read at weighing time, beside the ids reports group by.
 */
export function ticketTexts(vehicle: VehicleOnTicket, resolved: Resolved, netKg: number) {
  const { material, area, polygon, station, driver } = resolved;
  const overloadKg = vehicle.capacity_kg !== null && netKg > vehicle.capacity_kg ? netWeightKg(netKg, vehicle.capacity_kg) : null;
  return {
    vehicleId: vehicle.vehicle_id,
    registrationNumber: vehicle.registration_number,
    brand: vehicle.brand,
    model: vehicle.model,
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
    overloaded: overloadKg !== null,
    overloadKg,
  };
}
