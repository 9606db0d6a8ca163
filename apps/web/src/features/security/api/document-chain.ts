/** GET /api/document-chain and POST /api/document-chain/check: the watch over the ticket signature chain. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chainCheckResponseSchema } from '@weighbridge/contract/document-chain';
import { apiGet, apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function documentChainQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.documentChain.all,
    queryFn: async ({ signal }) => (await apiGet('/document-chain', { schema: chainCheckResponseSchema, signal })).data,
    // The server checks every ten minutes; the alarm shows within a minute of its finding.
    refetchInterval: 60_000,
  });
}

export function useDocumentChain() {
  return useQuery(documentChainQueryOptions());
}

/** Checks every link now; the answer replaces what the page shows. */
export function useCheckDocumentChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiPost('/document-chain/check', undefined, { schema: chainCheckResponseSchema })).data,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.documentChain.all, answer),
  });
}
