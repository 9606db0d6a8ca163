/**
 * The audit trail's filters as the user sets them, and the query of GET /api/audit-log and of its export
 * they make: nothing for a filter left empty.
 */
import { AUDIT_LOG_PAGE_SIZE } from '@weighbridge/contract/audit-log';

export type AuditFilters = {
  /** A username, in any letter case. */
  username: string;
  /** An event key, or '' for every kind. */
  action: string;
  /** A record type key, or '' for every kind. */
  recordType: string;
  /** YYYY-MM-DD, or '' for no bound. */
  startDate: string;
  endDate: string;
};

export const NO_AUDIT_FILTERS: AuditFilters = { username: '', action: '', recordType: '', startDate: '', endDate: '' };

export type AuditFilterParams = Partial<AuditFilters>;

export type AuditPageParams = AuditFilterParams & { limit: number; after?: string };

/**
 * The query of the filters, without a page: what the export takes.
 * @example auditFilterParams({ ...NO_AUDIT_FILTERS, username: ' ana ' }) // { username: 'ana' }
 */
export function auditFilterParams(filters: AuditFilters): AuditFilterParams {
  // Left-out keys rather than empty ones: the params are part of the list query's cache key.
  return Object.fromEntries(Object.entries(filters).flatMap(([key, value]) => (value.trim() ? [[key, value.trim()]] : [])));
}

/** The query of one page: the filters, and where the page starts (the page before's nextCursor). */
export function auditPageParams(filters: AuditFilters, after: string | undefined): AuditPageParams {
  return { ...auditFilterParams(filters), limit: AUDIT_LOG_PAGE_SIZE, ...(after ? { after } : {}) };
}
