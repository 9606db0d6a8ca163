/**
 * GET/PUT /api/account/preferences (the signed-in user's own choices over the site's defaults) and GET/PUT
 * /api/site/appearance (the site's defaults, which the sign-in page follows). A save refreshes both.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountPreferencesResponseSchema,
  type OwnPreferencesInput,
  type SiteAppearanceInput,
  siteAppearanceResponseSchema,
} from '@weighbridge/contract/preferences';
import { apiGet, apiPut } from '../api-client';
import { queryKeys } from './query-keys';

export function accountPreferencesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.appearance.account(userId),
    queryFn: async ({ signal }) => (await apiGet('/account/preferences', { schema: accountPreferencesResponseSchema, signal })).data,
    // Changed only here, by a save, which refreshes it.
    staleTime: Infinity,
  });
}

export function siteAppearanceQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.appearance.site,
    queryFn: async ({ signal }) => (await apiGet('/site/appearance', { schema: siteAppearanceResponseSchema, signal, anonymous: true })).data,
    staleTime: Infinity,
  });
}

function useAppearanceChange<Variables>(call: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.appearance.all }) });
}

export const useSaveOwnPreferences = () =>
  useAppearanceChange((choices: OwnPreferencesInput) => apiPut('/account/preferences', choices, { schema: accountPreferencesResponseSchema }));

export const useSaveSiteAppearance = () =>
  useAppearanceChange((defaults: SiteAppearanceInput) => apiPut('/site/appearance', defaults, { schema: siteAppearanceResponseSchema }));
