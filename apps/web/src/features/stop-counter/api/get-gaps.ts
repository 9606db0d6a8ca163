/** GET /api/stops/gaps: a day's gaps of the trucks or the plants proposed from the weighbridge, asked again as the board is. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gapListResponseSchema, type GAP_CLASSES } from '@weighbridge/contract/stops';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import { BOARD_REFRESH_MS } from './get-board';

export type GapWindow = { from: string; to: string; equipmentClass: (typeof GAP_CLASSES)[number] };

export function gapsQueryOptions({ from, to, equipmentClass }: GapWindow) {
  return queryOptions({
    queryKey: queryKeys.stops.gaps({ from, to, equipmentClass }),
    queryFn: async ({ signal }) => (await apiGet('/stops/gaps', { query: { from, to, equipment_class: equipmentClass }, schema: gapListResponseSchema, signal })).data,
    refetchInterval: BOARD_REFRESH_MS,
  });
}

/** None is asked for a page without trucks or plants. */
export function useGaps(window: GapWindow | undefined) {
  return useQuery({ ...gapsQueryOptions(window ?? { from: '', to: '', equipmentClass: 'vehicle' }), enabled: window !== undefined });
}
