/** GET /api/audit-log/export.xlsx: every row the applied filters match, saved under the name the server gives it. */
import { useMutation } from '@tanstack/react-query';
import { auditExportFileName } from '@weighbridge/contract/audit-log';
import { apiGetFile } from '../../../app/api-client';
import { saveFile } from '../../../lib/download';
import type { AuditFilterParams } from '../audit-filters';

export async function exportAuditLog(params: AuditFilterParams): Promise<void> {
  saveFile(await apiGetFile('/audit-log/export.xlsx', params, auditExportFileName(params)));
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: exportAuditLog });
}
