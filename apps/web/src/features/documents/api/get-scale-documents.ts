/** GET /api/scale-documents: one page of the weighing history with its totals. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { documentListResponseSchema } from '@weighbridge/contract/scale-documents';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import type { DocumentListParams } from '../history-filters';

export function scaleDocumentsQueryOptions(params: DocumentListParams) {
  return queryOptions({
    queryKey: queryKeys.scaleDocuments.list(params),
    queryFn: ({ signal }) => apiGet('/scale-documents', { query: params, schema: documentListResponseSchema, signal }),
    // The table keeps the page it shows while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useScaleDocuments(params: DocumentListParams) {
  return useQuery(scaleDocumentsQueryOptions(params));
}
