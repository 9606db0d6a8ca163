/** GET /api/site: the site's name, its logo and the time zone its days are counted in. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteInfoResponseSchema } from '@weighbridge/contract/site';
import { apiGet } from '../api-client';
import { queryKeys } from './query-keys';

export function siteQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.site.all,
    queryFn: async ({ signal }) => (await apiGet('/site', { schema: siteInfoResponseSchema, signal })).data,
    // The zone changes only while no server runs; the name and logo with a save on the System page, which refreshes this.
    staleTime: Infinity,
  });
}

export function useSite() {
  return useQuery(siteQueryOptions());
}
