/** GET /api/dashboard/insights: materials and polygons of the period, heaviest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsResponseSchema } from '@weighbridge/contract/dashboard';
import type { PeriodQuery } from '@weighbridge/contract/date-ranges';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import { LIVE_REFRESH } from './live-refresh';

export function insightsQueryOptions(period: PeriodQuery) {
  return queryOptions({
    queryKey: queryKeys.dashboard.insights(period),
    queryFn: async ({ signal }) => (await apiGet('/dashboard/insights', { query: period, schema: insightsResponseSchema, signal })).data,
    placeholderData: keepPreviousData,
    ...LIVE_REFRESH,
  });
}

export function useInsights(period: PeriodQuery) {
  return useQuery(insightsQueryOptions(period));
}
