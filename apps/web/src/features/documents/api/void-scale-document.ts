/**
 * DELETE /api/scale-documents/{id} with the reason: voids the document. It leaves every list and
 * total but stays on record with who voided it, when and why. Administrators only.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voidDocumentResponseSchema } from '@weighbridge/contract/scale-documents';
import { apiRequest } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useVoidScaleDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, reason }: { documentId: number; reason: string }) =>
      apiRequest(`/scale-documents/${documentId}`, {
        method: 'DELETE',
        body: { reason },
        schema: voidDocumentResponseSchema,
      }),
    // Returning the refetch keeps the dialog busy until the document has left the table.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.scaleDocuments.all }),
  });
}
