/**
 * GET /api/scale-documents/export.xlsx: every row the applied filters and search match, as an Excel file
 * saved under the name the server gives it (the filter's dates).
 */
import { useMutation } from '@tanstack/react-query';
import { documentExportFileName } from '@weighbridge/contract/scale-documents';
import { apiGetFile } from '../../../app/api-client';
import { saveFile } from '../../../lib/download';
import type { DocumentFilterParams } from '../history-filters';

export async function exportScaleDocuments(params: DocumentFilterParams): Promise<void> {
  saveFile(await apiGetFile('/scale-documents/export.xlsx', params, documentExportFileName(params)));
}

export function useExportScaleDocuments() {
  return useMutation({ mutationFn: exportScaleDocuments });
}
