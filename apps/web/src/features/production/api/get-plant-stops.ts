/** GET /api/stops of one crushing plant within a shift: its downtime as the Stop Counter recorded it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { stopListResponseSchema } from '@weighbridge/contract/stops';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export type PlantWindow = { plantId: number; from: string; to: string };

export function plantStopsQueryOptions({ plantId, from, to }: PlantWindow) {
  return queryOptions({
    queryKey: queryKeys.stops.list({ from, to, equipmentClass: 'plant', machineId: plantId }),
    queryFn: async ({ signal }) => (await apiGet('/stops', { query: { from, to, equipment_class: 'plant', machine_id: plantId }, schema: stopListResponseSchema, signal })).data,
  });
}

/** `enabled`: whether the user may read the Stop Counter's stops at all. */
export function usePlantStops(window: PlantWindow, enabled: boolean) {
  return useQuery({ ...plantStopsQueryOptions(window), enabled });
}
