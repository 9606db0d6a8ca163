/** GET/PUT /api/site/document-numbers: each year's document number format, how many it issued and the next number. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DocumentNumberFormatInput, documentNumbersResponseSchema } from '@weighbridge/contract/document-numbers';
import { apiGet, apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useDocumentNumbers() {
  return useQuery({
    queryKey: queryKeys.site.documentNumbers,
    queryFn: async ({ signal }) => (await apiGet('/site/document-numbers', { schema: documentNumbersResponseSchema, signal })).data,
  });
}

export function useSaveDocumentNumberFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (format: DocumentNumberFormatInput) => (await apiPut('/site/document-numbers', format, { schema: documentNumbersResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.site.documentNumbers }),
  });
}
