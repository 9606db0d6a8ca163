/** GET /api/drivers: the drivers a load may be weighed with. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverListResponseSchema } from '@weighbridge/contract/drivers';
import { apiGet } from '../../../app/api-client';

export function weighingDriversQueryOptions() {
  return queryOptions({
    // Under the drivers' key, so any change to the drivers refreshes the choice here too.
    queryKey: ['drivers', 'weighing'],
    queryFn: async ({ signal }) => (await apiGet('/drivers', { schema: driverListResponseSchema, signal })).data,
  });
}

export function useWeighingDrivers() {
  return useQuery(weighingDriversQueryOptions());
}
