/** GET /api/stops: the stops that touch a window [from, to) of the page's classes, asked again as the board is. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EquipmentClass } from '@weighbridge/contract/equipment';
import { stopListResponseSchema } from '@weighbridge/contract/stops';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import { BOARD_REFRESH_MS } from './get-board';

export type StopWindow = { from: string; to: string; equipmentClasses: readonly EquipmentClass[] };

export function stopsQueryOptions({ from, to, equipmentClasses }: StopWindow) {
  const only = equipmentClasses.length === 1 ? equipmentClasses[0] : undefined;
  return queryOptions({
    queryKey: queryKeys.stops.list({ from, to, equipmentClasses }),
    queryFn: async ({ signal }) =>
      (await apiGet('/stops', { query: { from, to, equipment_class: only }, schema: stopListResponseSchema, signal })).data.filter((stop) =>
        equipmentClasses.includes(stop.equipment_class),
      ),
    refetchInterval: BOARD_REFRESH_MS,
  });
}

export function useStops(window: StopWindow) {
  return useQuery(stopsQueryOptions(window));
}
