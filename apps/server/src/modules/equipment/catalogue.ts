/**
 * The equipment register's own catalogues: drill rigs (kept on the Drilling Stop Counter page) and crushing
 * plants (on Production's), each a machine of the Stop Counter. A machine with recorded stops is kept: the
 * stops' key refuses its delete; retire it instead.
 */
import { type CrushingPlant, type CrushingPlantValues, type DrillRig, type DrillRigValues, EQUIPMENT_MESSAGES as MESSAGES } from '@weighbridge/contract/equipment';
import { sql } from 'drizzle-orm';
import { defineCatalogue, inUseRefusal } from '../../catalogue/catalogue.js';
import { catalogueService } from '../../catalogue/service.js';
import { violatedForeignKey, violatedUniqueConstraint } from '../../db/constraint-violations.js';
import { crushingPlants, drillRigs } from '../../db/tables/equipment.js';
import { AppError } from '../../lib/errors.js';

/** What a delete refused by a foreign key says: a machine's stops are the only records that name rigs and plants. */
export function machineDeleteRefusal(name: string) {
  return (foreignKey: string) => (foreignKey.startsWith('stops_') ? MESSAGES.hasStops(name) : inUseRefusal(name, foreignKey));
}

export const drillRigCatalogue = defineCatalogue<typeof drillRigs, DrillRig, DrillRigValues>({
  table: drillRigs,
  name: 'Drill rig',
  entity: 'drill_rig',
  item: { rig_id: drillRigs.id, name: drillRigs.name, model: drillRigs.model, status: sql<DrillRig['status']>`${drillRigs.status}` },
  order: [drillRigs.name, drillRigs.id],
  toRow: (values) => ({ name: values.name, model: values.model, status: values.status }),
  deleteRefusal: machineDeleteRefusal('Drill rig'),
  saveRefusal: (error, values) => (violatedUniqueConstraint(error) === 'drill_rigs_name_key' ? new AppError('CONFLICT', MESSAGES.rigNameTaken(values.name)) : undefined),
});

export const crushingPlantCatalogue = defineCatalogue<typeof crushingPlants, CrushingPlant, CrushingPlantValues>({
  table: crushingPlants,
  name: 'Crushing plant',
  entity: 'crushing_plant',
  item: {
    plant_id: crushingPlants.id,
    name: crushingPlants.name,
    rated_tons_per_hour: crushingPlants.ratedTonsPerHour,
    station_id: crushingPlants.stationId,
    // Written out whole: inside a subquery drizzle's unqualified column would name the subquery's table.
    station_name: sql<string | null>`(select u.area_name from unloading_stations u where u.station_id = "crushing_plants"."station_id")`,
    status: sql<CrushingPlant['status']>`${crushingPlants.status}`,
  },
  order: [crushingPlants.name, crushingPlants.id],
  toRow: (values) => ({ name: values.name, ratedTonsPerHour: values.rated_tons_per_hour, stationId: values.station_id, status: values.status }),
  deleteRefusal: machineDeleteRefusal('Crushing plant'),
  saveRefusal: (error, values) => {
    if (violatedUniqueConstraint(error) === 'crushing_plants_name_key') return new AppError('CONFLICT', MESSAGES.plantNameTaken(values.name));
    if (violatedForeignKey(error) && values.station_id !== null) return new AppError('BAD_REQUEST', MESSAGES.unknownStation(values.station_id));
    return undefined;
  },
});

export const drillRigService = catalogueService(drillRigCatalogue);
export const crushingPlantService = catalogueService(crushingPlantCatalogue);
