/** GET /api/scale-documents/{id}: one document with its integrity check and void details. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentResponseSchema } from '@weighbridge/contract/scale-documents';
import { apiGet } from '../../../app/api-client';
import { SCALE_DOCUMENTS_KEY } from './get-scale-documents';

/** @param documentId null: nothing to load (no dialog open, or a tara row, which has no document). */
export function scaleDocumentQueryOptions(documentId: number | null) {
  return queryOptions({
    queryKey: [...SCALE_DOCUMENTS_KEY, 'detail', documentId],
    queryFn: async ({ signal }) =>
      (await apiGet(`/scale-documents/${documentId}`, { schema: documentResponseSchema, signal })).data,
    enabled: documentId !== null,
  });
}

export function useScaleDocument(documentId: number | null) {
  return useQuery(scaleDocumentQueryOptions(documentId));
}
