/**
 * Unloading stations (spec part 2 sections 3, 7 and 9). The request body is camel case as the spec spells
 * it (areaName, capacity, status); the answers are snake case like every other record.
 */
import { z } from 'zod';
import { oneOf, optionalAmount, requiredText } from './fields.js';

export const STATION_STATUSES = ['operational', 'closed', 'maintenance'] as const;
export type StationStatus = (typeof STATION_STATUSES)[number];
export const DEFAULT_STATION_STATUS: StationStatus = 'operational';

/** The type every station is shown with; it is displayed only, never entered. */
export const DEFAULT_STATION_TYPE = 'Standard';

/** Highest capacity accepted. */
export const MAX_STATION_CAPACITY = 1_000_000_000;

/** The body of POST /api/unloading-stations and PUT /api/unloading-stations/{station_id}. */
export const unloadingStationInputSchema = z.strictObject({
  areaName: requiredText(100),
  capacity: optionalAmount(MAX_STATION_CAPACITY),
  status: oneOf(STATION_STATUSES).default(DEFAULT_STATION_STATUS),
});
export type UnloadingStationInput = z.input<typeof unloadingStationInputSchema>;
export type UnloadingStationValues = z.output<typeof unloadingStationInputSchema>;

export const unloadingStationSchema = z.object({
  station_id: z.number().int(),
  /** The Station Name. */
  area_name: z.string(),
  capacity: z.number().nullable(),
  status: z.enum(STATION_STATUSES),
  station_type: z.string(),
});
export type UnloadingStation = z.infer<typeof unloadingStationSchema>;

export const unloadingStationListResponseSchema = z.object({ data: z.array(unloadingStationSchema) });
export const unloadingStationResponseSchema = z.object({ data: unloadingStationSchema });
