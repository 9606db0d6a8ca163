/** GET /api/audit-log: one page of the filtered audit trail, newest first, with the total. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditLogResponseSchema } from '@weighbridge/contract/audit-log';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import type { AuditPageParams } from '../audit-filters';

export function auditLogQueryOptions(params: AuditPageParams) {
  return queryOptions({
    queryKey: queryKeys.auditLog.page(params),
    queryFn: ({ signal }) => apiGet('/audit-log', { query: params, schema: auditLogResponseSchema, signal }),
    // The shown page stays while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(params: AuditPageParams) {
  return useQuery(auditLogQueryOptions(params));
}
