/** GET /api/dashboard/weather: the site's current weather, null when it has none; the server keeps it ten minutes. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { weatherResponseSchema } from '@weighbridge/contract/dashboard';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import { LIVE_REFRESH } from './live-refresh';

export function weatherQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboard.weather(),
    queryFn: async ({ signal }) => (await apiGet('/dashboard/weather', { schema: weatherResponseSchema, signal })).data,
    // The server has already waited for the weather service; asking again at once only delays the card.
    retry: false,
    ...LIVE_REFRESH,
  });
}

export function useWeather() {
  return useQuery(weatherQueryOptions());
}
