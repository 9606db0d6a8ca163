/** Unloading stations, the loads' destinations: a station that scale documents use is not deleted. */
import type { UnloadingStation, UnloadingStationValues } from '@weighbridge/contract/unloading-stations';
import { sql } from 'drizzle-orm';
import { defineCatalogue } from '../../catalogue/catalogue.js';
import { catalogueRepository } from '../../catalogue/repository.js';
import { catalogueService } from '../../catalogue/service.js';
import { unloadingStations } from '../../db/tables/unloading-stations.js';

export const unloadingStationCatalogue = defineCatalogue<typeof unloadingStations, UnloadingStation, UnloadingStationValues>({
  table: unloadingStations,
  name: 'Unloading station',
  entity: 'unloading_station',
  item: {
    station_id: unloadingStations.id,
    area_name: unloadingStations.areaName,
    capacity: unloadingStations.capacity,
    status: sql<UnloadingStation['status']>`${unloadingStations.status}`,
    station_type: unloadingStations.stationType,
  },
  order: [unloadingStations.areaName, unloadingStations.id],
  // The body speaks camel case (areaName), as the spec spells it; station_type is never entered.
  toRow: (values) => ({ areaName: values.areaName, capacity: values.capacity, status: values.status }),
});

export const unloadingStationRecords = catalogueRepository(unloadingStationCatalogue);
export const unloadingStationService = catalogueService(unloadingStationCatalogue);
