/** GET /api/drivers/{id}/usage: how many scale documents name the driver, asked before a delete. */
import { queryOptions } from '@tanstack/react-query';
import { driverUsageResponseSchema } from '@weighbridge/contract/drivers';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function driverUsageQueryOptions(driverId: number) {
  return queryOptions({
    queryKey: queryKeys.drivers.usage(driverId),
    queryFn: async ({ signal }) => (await apiGet(`/drivers/${driverId}/usage`, { schema: driverUsageResponseSchema, signal })).data,
    // Asked afresh each time the delete is confirmed: a weighing may have named the driver since.
    staleTime: 0,
  });
}
