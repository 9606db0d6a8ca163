/** GET /api/stops/board: the machines of the page's classes, each with its open stop; asked again every half minute. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EquipmentClass } from '@weighbridge/contract/equipment';
import { boardResponseSchema } from '@weighbridge/contract/stops';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

/** Another recorder's stop, or a detected one, shows on an open page within this time. */
export const BOARD_REFRESH_MS = 30_000;

export function boardQueryOptions(equipmentClasses: readonly EquipmentClass[]) {
  // One class is asked of the server; several (no module has them yet) are picked from the whole board.
  const only = equipmentClasses.length === 1 ? equipmentClasses[0] : undefined;
  return queryOptions({
    queryKey: queryKeys.stops.board(equipmentClasses),
    queryFn: async ({ signal }) =>
      (await apiGet('/stops/board', { query: { equipment_class: only }, schema: boardResponseSchema, signal })).data.filter((machine) =>
        equipmentClasses.includes(machine.equipment_class),
      ),
    refetchInterval: BOARD_REFRESH_MS,
  });
}

export function useBoard(equipmentClasses: readonly EquipmentClass[]) {
  return useQuery(boardQueryOptions(equipmentClasses));
}
