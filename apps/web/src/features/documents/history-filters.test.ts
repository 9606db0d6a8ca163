import { describe, expect, it } from 'vitest';
import { documentFilterParams, documentListParams, filtersFromAddress, NO_FILTERS } from './history-filters';

describe('documentListParams', () => {
  it('asks for a page of 20 and leaves out every empty filter', () => {
    expect(documentListParams(NO_FILTERS, 1)).toEqual({ page: 1, limit: 20 });
    expect(documentListParams({ ...NO_FILTERS, search: '   ' }, 3)).toEqual({ page: 3, limit: 20 });
  });

  it('sends ids as comma lists, dates as given and the search trimmed', () => {
    const filters = {
      search: ' SD-2026 ',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      vehicleIds: [3, 8, 12],
      materialIds: [5],
      loadingAreaIds: [2, 4],
      polygonIds: [9],
      status: 'voided' as const,
    };
    expect(documentListParams(filters, 2)).toEqual({
      page: 2,
      limit: 20,
      search: 'SD-2026',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      vehicleIds: '3,8,12',
      materialIds: '5',
      loadingAreaIds: '2,4',
      polygonIds: '9',
      status: 'voided',
    });
  });

  it('sends one bound of the date range alone', () => {
    expect(documentListParams({ ...NO_FILTERS, endDate: '2026-03-31' }, 1)).toEqual({ page: 1, limit: 20, endDate: '2026-03-31' });
  });
});

describe('documentFilterParams', () => {
  it('asks the export for the same filters as the list, without a page', () => {
    const filters = { ...NO_FILTERS, search: ' LJ 12 ', startDate: '2026-03-01', materialIds: [5, 6], status: 'voided' as const };
    const { page, limit, ...listed } = documentListParams(filters, 4);
    expect([page, limit]).toEqual([4, 20]);
    expect(documentFilterParams(filters)).toEqual(listed);
    expect(documentFilterParams(filters)).toEqual({ search: 'LJ 12', startDate: '2026-03-01', materialIds: '5,6', status: 'voided' });
    expect(documentFilterParams(NO_FILTERS)).toEqual({});
  });
});

describe('filtersFromAddress', () => {
  it('searches for what the address names, and for nothing without it', () => {
    expect(filtersFromAddress(new URLSearchParams('search=SD-2026-000123'))).toEqual({ ...NO_FILTERS, search: 'SD-2026-000123' });
    expect(filtersFromAddress(new URLSearchParams(''))).toEqual(NO_FILTERS);
  });
});
