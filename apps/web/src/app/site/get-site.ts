/** GET /api/site: the site's name and the time zone its days are counted in. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteInfoResponseSchema } from '@weighbridge/contract/site';
import { apiGet } from '../api-client';
import { queryKeys } from '../queries/query-keys';

export function siteQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.site.all,
    queryFn: async ({ signal }) => (await apiGet('/site', { schema: siteInfoResponseSchema, signal })).data,
    // Set at the server's start; it does not change while the page is open.
    staleTime: Infinity,
  });
}

export function useSite() {
  return useQuery(siteQueryOptions());
}
