/** GET /api/import/excel/columns: the columns the first sheet must or may have. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { importColumnsResponseSchema } from '@weighbridge/contract/import';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function importColumnsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.import.columns(),
    queryFn: ({ signal }) => apiGet('/import/excel/columns', { schema: importColumnsResponseSchema, signal }),
    // The columns change only with a new release of the server.
    staleTime: Infinity,
  });
}

export function useImportColumns() {
  return useQuery(importColumnsQueryOptions());
}
