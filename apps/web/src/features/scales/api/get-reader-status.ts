/** GET /api/readers/{reader_id}/status: the reader's connection and last card, fetched again while the page is open. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readerStatusResponseSchema } from '@weighbridge/contract/scales';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import { DEVICE_STATUS_REFRESH_MS } from '../device-status';

export function readerStatusQueryOptions(readerId: number) {
  return queryOptions({
    queryKey: queryKeys.readers.status(readerId),
    queryFn: async ({ signal }) => (await apiGet(`/readers/${readerId}/status`, { schema: readerStatusResponseSchema, signal })).data,
    refetchInterval: DEVICE_STATUS_REFRESH_MS,
  });
}

/** `watched`: false for a disabled reader, which is then not asked. */
export function useReaderStatus(readerId: number, watched: boolean) {
  return useQuery({ ...readerStatusQueryOptions(readerId), enabled: watched });
}
