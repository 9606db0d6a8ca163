/**
 * The roadmap's project documents: markdown files shipped with the server (apps/server/project-documents),
 * read on request for signed-in users only. Only the catalogue's names map to files, so a request can
 * never name another path.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_DOCUMENT_NOT_FOUND, PROJECT_DOCUMENTS, type ProjectDocument } from '@weighbridge/contract/project-documents';
import { AppError } from '../../lib/errors.js';

/** The same folder from src/ (tests) and from dist/ (the built server): both sit three levels below apps/server. */
export const PROJECT_DOCUMENTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../project-documents');

export async function readProjectDocument(slug: string): Promise<ProjectDocument> {
  const entry = PROJECT_DOCUMENTS.find((document) => document.slug === slug);
  if (!entry) throw new AppError('NOT_FOUND', PROJECT_DOCUMENT_NOT_FOUND);
  const markdown = await readFile(path.join(PROJECT_DOCUMENTS_DIR, `${entry.slug}.md`), 'utf8');
  return { slug: entry.slug, title: entry.title, markdown };
}
