/** GET /api/readers: every card reader, enabled or not, with the scale it stands at. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readerListResponseSchema } from '@weighbridge/contract/scales';
import { apiGet } from '../api-client';
import { queryKeys } from './query-keys';

export function readersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.readers.all,
    queryFn: async ({ signal }) => (await apiGet('/readers', { schema: readerListResponseSchema, signal })).data,
  });
}

export function useReaders() {
  return useQuery(readersQueryOptions());
}
