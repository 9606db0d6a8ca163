/** GET /api/project-documents/{slug}: one of the roadmap's documents, as markdown. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectDocumentResponseSchema } from '@weighbridge/contract/project-documents';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function projectDocumentQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.projectDocuments.detail(slug),
    queryFn: async ({ signal }) =>
      (await apiGet(`/project-documents/${encodeURIComponent(slug)}`, { schema: projectDocumentResponseSchema, signal })).data,
    // The documents ship with the server: they change only with a new version.
    staleTime: Infinity,
  });
}

export function useProjectDocument(slug: string) {
  return useQuery(projectDocumentQueryOptions(slug));
}
