/**
 * The equipment register's own catalogues: drill rigs (kept on the Drilling Stop Counter page) and crushing
 * plants (on Production's), each a machine of the Stop Counter. A machine with recorded stops is kept: the
 * stops' key refuses its delete; retire it instead.
 */
import { type CrushingPlant, type CrushingPlantValues, type DrillRig, type DrillRigValues, EQUIPMENT_MESSAGES as MESSAGES } from '@weighbridge/contract/equipment';
import { sql } from 'drizzle-orm';
import { defineCatalogue, inUseRefusal } from '../../catalogue/catalogue.js';
import { catalogueService } from '../../catalogue/service.js';
import { violatedUniqueConstraint } from '../../db/constraint-violations.js';
import { queryRows, type Tx } from '../../db/database.js';
import { crushingPlants, crushingPlantStations, drillRigs } from '../../db/tables/equipment.js';
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
    // Written out whole: inside a subquery drizzle's unqualified column would name the subquery's table.
    station_ids: sql<number[]>`array(select l.station_id from crushing_plant_stations l where l.plant_id = "crushing_plants"."plant_id" order by l.station_id)`,
    station_names: sql<string[]>`array(select u.area_name from crushing_plant_stations l join unloading_stations u on u.station_id = l.station_id
      where l.plant_id = "crushing_plants"."plant_id" order by l.station_id)`,
    status: sql<CrushingPlant['status']>`${crushingPlants.status}`,
  },
  order: [crushingPlants.name, crushingPlants.id],
  toRow: (values) => ({ name: values.name, ratedTonsPerHour: values.rated_tons_per_hour, status: values.status }),
  deleteRefusal: machineDeleteRefusal('Crushing plant'),
  saveRefusal: (error, values) => (violatedUniqueConstraint(error) === 'crushing_plants_name_key' ? new AppError('CONFLICT', MESSAGES.plantNameTaken(values.name)) : undefined),
});

/**
 * The stations a plant is to be fed by exist and feed no other plant. Their rows are locked first, so that
 * two plants saved at once cannot both take one station.
 */
async function checkFeedingStations(tx: Tx, values: CrushingPlantValues, plantId: number | undefined): Promise<undefined> {
  if (values.station_ids.length === 0) return undefined;
  const ids = sql.join(values.station_ids.map((id) => sql`${id}`), sql`, `);
  const stations = await queryRows<{ station_id: number; area_name: string; plant_id: number | null; plant_name: string | null }>(
    tx,
    sql`select u.station_id, u.area_name, l.plant_id, p.name as plant_name from unloading_stations u
        left join crushing_plant_stations l on l.station_id = u.station_id left join crushing_plants p on p.plant_id = l.plant_id
        where u.station_id in (${ids}) order by u.station_id for update of u`,
  );
  const missing = values.station_ids.find((id) => !stations.some((station) => station.station_id === id));
  if (missing !== undefined) throw new AppError('BAD_REQUEST', MESSAGES.unknownStation(missing));
  const taken = stations.find((station) => station.plant_id !== null && station.plant_id !== plantId);
  if (taken) throw new AppError('CONFLICT', MESSAGES.stationFeedsOtherPlant(taken.area_name, taken.plant_name!));
  return undefined;
}

/** The plant's links, replaced by the ones given. */
async function saveFeedingStations(tx: Tx, plantId: number, values: CrushingPlantValues): Promise<undefined> {
  await tx.delete(crushingPlantStations).where(sql`${crushingPlantStations.plantId} = ${plantId}`);
  if (values.station_ids.length > 0) await tx.insert(crushingPlantStations).values(values.station_ids.map((stationId) => ({ stationId, plantId })));
  return undefined;
}

export const drillRigService = catalogueService(drillRigCatalogue);
export const crushingPlantService = catalogueService(crushingPlantCatalogue, { beforeRow: checkFeedingStations, afterRow: saveFeedingStations });
