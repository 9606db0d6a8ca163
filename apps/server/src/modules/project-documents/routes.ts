/** GET /api/project-documents/:slug: a roadmap document's markdown, for whoever may open the roadmap page. */
import { projectDocumentParamsSchema, projectDocumentResponseSchema } from '@weighbridge/contract/project-documents';
import type { App } from '../../app-types.js';
import { readProjectDocument } from './service.js';

export function projectDocumentRoutes(app: App): void {
  app.get(
    '/api/project-documents/:slug',
    {
      config: { access: { permission: 'project-timeline.timeline.view' } },
      schema: { params: projectDocumentParamsSchema, response: { 200: projectDocumentResponseSchema } },
    },
    async (request) => ({ data: await readProjectDocument(request.params.slug) }),
  );
}
