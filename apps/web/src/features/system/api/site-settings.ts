/**
 * GET/PUT /api/site/settings and PUT/DELETE /api/site/logo: the System page's settings. A save refreshes
 * what every page knows of the site (GET /api/site: the header's name and logo).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SiteSettingsValues, siteSettingsResponseSchema } from '@weighbridge/contract/site';
import { apiDelete, apiGet, apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useSiteSettings() {
  return useQuery({
    queryKey: queryKeys.site.settings,
    queryFn: async ({ signal }) => (await apiGet('/site/settings', { schema: siteSettingsResponseSchema, signal })).data,
  });
}

function useSiteChange<Variables>(call: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.site.all }),
  });
}

export const useSaveSiteSettings = () =>
  useSiteChange((values: SiteSettingsValues) => apiPut('/site/settings', values, { schema: siteSettingsResponseSchema }));

/** The logo as a data URL of the chosen file. */
export const useSaveSiteLogo = () => useSiteChange((image: string) => apiPut('/site/logo', { image }, { schema: siteSettingsResponseSchema }));

export const useRemoveSiteLogo = () => useSiteChange(() => apiDelete('/site/logo', { schema: siteSettingsResponseSchema }));
