/**
 * The weighing history's filters as the user sets them, and the query of GET /api/scale-documents and of
 * its export they make: comma lists of ids, YYYY-MM-DD dates, and nothing for a filter left empty.
 */
import { HISTORY_PAGE_SIZE } from '@weighbridge/contract/constants';
import type { HistoryStatus } from '@weighbridge/contract/scale-documents';

export type HistoryFilters = {
  search: string;
  /** YYYY-MM-DD, or '' for no bound. */
  startDate: string;
  endDate: string;
  vehicleIds: number[];
  materialIds: number[];
  loadingAreaIds: number[];
  polygonIds: number[];
  /** '' lists what is on record (not voided); 'voided' lists the voided documents alone. */
  status: '' | HistoryStatus;
};

export const NO_FILTERS: HistoryFilters = {
  search: '',
  startDate: '',
  endDate: '',
  vehicleIds: [],
  materialIds: [],
  loadingAreaIds: [],
  polygonIds: [],
  status: '',
};

/** The filters an address asks for: `/documents?search=SD-2026-000123` searches for that ticket. */
export function filtersFromAddress(address: URLSearchParams): HistoryFilters {
  return { ...NO_FILTERS, search: address.get('search')?.trim() ?? '' };
}

/** The filters and search as the history's query writes them, for its page and its export alike. */
export type DocumentFilterParams = {
  search?: string;
  startDate?: string;
  endDate?: string;
  vehicleIds?: string;
  materialIds?: string;
  loadingAreaIds?: string;
  polygonIds?: string;
  status?: HistoryStatus;
};

export type DocumentListParams = DocumentFilterParams & { page: number; limit: number };

const idList = (ids: number[]) => (ids.length > 0 ? ids.join(',') : undefined);
const textOrUndefined = (text: string) => text.trim() || undefined;

/**
 * The query of the filters, without a page: what GET /api/scale-documents/export.xlsx takes.
 * @example documentFilterParams({ ...NO_FILTERS, vehicleIds: [3, 8] }) // { vehicleIds: '3,8' }
 */
export function documentFilterParams(filters: HistoryFilters): DocumentFilterParams {
  const params: DocumentFilterParams = {
    search: textOrUndefined(filters.search),
    startDate: textOrUndefined(filters.startDate),
    endDate: textOrUndefined(filters.endDate),
    vehicleIds: idList(filters.vehicleIds),
    materialIds: idList(filters.materialIds),
    loadingAreaIds: idList(filters.loadingAreaIds),
    polygonIds: idList(filters.polygonIds),
    status: filters.status || undefined,
  };
  // Left-out keys rather than undefined ones: the params are part of the list query's cache key.
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as DocumentFilterParams;
}

/** @example documentListParams({ ...NO_FILTERS, vehicleIds: [3, 8] }, 2) // { page: 2, limit: 20, vehicleIds: '3,8' } */
export function documentListParams(filters: HistoryFilters, page: number): DocumentListParams {
  return { page, limit: HISTORY_PAGE_SIZE, ...documentFilterParams(filters) };
}
