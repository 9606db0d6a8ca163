/**
 * GET /api/reports/<report>/export.xlsx|pdf: a report's Excel or PDF file, fetched with the session's token
 * and saved as the browser's download under the name the server gives it. A refusal shows the server's text.
 */
import { useMutation } from '@tanstack/react-query';
import type { OperationsReport } from '@weighbridge/contract/operations-reports';
import { type ReportExportFormat, reportExportPath, type ReportTab } from '@weighbridge/contract/report-tables';
import { apiGetFile, errorText, type QueryValue } from '../../../app/api-client';
import { showToast } from '../../../components/toast';
import { saveFile } from '../../../lib/download';

export type ExportedReport = ReportTab | 'monthly-material' | 'annual-material' | OperationsReport;

export type ReportExportRequest = { report: ExportedReport; format: ReportExportFormat; query: Record<string, QueryValue> };

export const EXPORT_FAILED = 'Failed to export the report';

export function useReportExport() {
  return useMutation({
    mutationFn: async ({ report, format, query }: ReportExportRequest) => saveFile(await apiGetFile(reportExportPath(report, format), query, `${report}.${format}`)),
    onError: (error) => showToast('error', errorText(error, EXPORT_FAILED)),
  });
}
