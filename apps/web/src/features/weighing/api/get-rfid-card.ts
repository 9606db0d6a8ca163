/** GET /api/tara-weighings/rfid/{rfid}: the vehicle a card belongs to, or null for an unknown card. */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { rfidLookupResponseSchema } from '@weighbridge/contract/weighing';
import { useCallback } from 'react';
import { ApiError, apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function rfidCardQueryOptions(rfidCardNumber: string) {
  return queryOptions({
    queryKey: queryKeys.taraWeighings.rfidCard(rfidCardNumber),
    queryFn: async ({ signal }) => {
      try {
        const path = `/tara-weighings/rfid/${encodeURIComponent(rfidCardNumber)}`;
        return (await apiGet(path, { schema: rfidLookupResponseSchema, signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // A card may have been given to another vehicle since it was last read.
    staleTime: 0,
  });
}

/** Looks a card up when it is scanned (or typed and Enter pressed). */
export function useRfidCardLookup() {
  const queryClient = useQueryClient();
  return useCallback((rfidCardNumber: string) => queryClient.fetchQuery(rfidCardQueryOptions(rfidCardNumber)), [queryClient]);
}
