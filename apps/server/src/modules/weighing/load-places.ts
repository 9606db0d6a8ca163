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
