/**
 * The roadmap's project documents (spec part 2, /project-timeline): markdown kept by the server and read
 * only by signed-in users, at GET /api/project-documents/{slug}, and shown formatted in the app.
 */
import { z } from 'zod';

export const PROJECT_DOCUMENTS = [
  { slug: 'executive-presentation', title: 'Executive Presentation', description: 'Goals, benefits and the three stages' },
  { slug: 'project-guide', title: 'Project Guide', description: 'Modules, roles and daily use' },
  { slug: 'architecture', title: 'Architecture', description: 'How the system is built' },
  { slug: 'deployment-guide', title: 'Deployment Guide', description: 'Installing and running the system' },
] as const;

export type ProjectDocumentSlug = (typeof PROJECT_DOCUMENTS)[number]['slug'];

export const PROJECT_DOCUMENT_NOT_FOUND = 'Project document not found';

/** Any slug-shaped name: an unknown one is a 404, and nothing else can reach the file system. */
export const projectDocumentParamsSchema = z.object({
  slug: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'must be a document name (lower-case letters, digits and dashes)'),
});

export const projectDocumentResponseSchema = z.object({
  data: z.object({ slug: z.string(), title: z.string(), markdown: z.string() }),
});
export type ProjectDocument = z.infer<typeof projectDocumentResponseSchema>['data'];
