/** GET /api/stops/figures: the figures of a window [from, to) per machine, class and reason, asked again as the board is. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EquipmentClass } from '@weighbridge/contract/equipment';
import { stopFiguresResponseSchema } from '@weighbridge/contract/stop-figures';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import { BOARD_REFRESH_MS } from './get-board';

export type FiguresWindow = { from: string; to: string; equipmentClasses: readonly EquipmentClass[] };

export function stopFiguresQueryOptions({ from, to, equipmentClasses }: FiguresWindow) {
  // One class is asked of the server; several (no module has them yet) are picked from the figures of all.
  const only = equipmentClasses.length === 1 ? equipmentClasses[0] : undefined;
  const ours = <Row extends { equipment_class: EquipmentClass }>(rows: Row[]) => rows.filter((row) => equipmentClasses.includes(row.equipment_class));
  return queryOptions({
    queryKey: queryKeys.stops.figures({ from, to, equipmentClasses }),
    queryFn: async ({ signal }) => {
      const { data } = await apiGet('/stops/figures', { query: { from, to, equipment_class: only }, schema: stopFiguresResponseSchema, signal });
      return { ...data, machines: ours(data.machines), classes: ours(data.classes), reasons: ours(data.reasons) };
    },
    refetchInterval: BOARD_REFRESH_MS,
    // Another period keeps the figures shown until its own arrive, rather than a blank page.
    placeholderData: keepPreviousData,
  });
}

export function useStopFigures(window: FiguresWindow) {
  return useQuery(stopFiguresQueryOptions(window));
}
