/**
 * GET /api/scale-documents/{id}: one document with its integrity check, void details and print count.
 * The history's detail dialog reads it, and printing a ticket (from any page) refreshes it by its key, so
 * the count a dialog shows follows every print.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentResponseSchema } from '@weighbridge/contract/scale-documents';
import { apiGet } from '../api-client';
import { queryKeys } from './query-keys';

/** @param documentId null: nothing to load (no dialog open, or a tara row, which has no document). */
export function scaleDocumentQueryOptions(documentId: number | null) {
  return queryOptions({
    queryKey: queryKeys.scaleDocuments.detail(documentId),
    queryFn: async ({ signal }) =>
      (await apiGet(`/scale-documents/${documentId}`, { schema: documentResponseSchema, signal })).data,
    enabled: documentId !== null,
  });
}

export function useScaleDocument(documentId: number | null) {
  return useQuery(scaleDocumentQueryOptions(documentId));
}
