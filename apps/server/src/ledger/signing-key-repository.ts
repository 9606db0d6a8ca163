/** The fingerprint of the signing key that the database keeps, and the newest documents it is checked against. */
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import type { IssuedDocument } from './issue.js';
import { documentSigningKey, scaleDocuments } from '../db/tables/scale-documents.js';

export async function recordedFingerprint(executor: Executor): Promise<string | undefined> {
  const [row] = await executor.select({ fingerprint: documentSigningKey.fingerprint }).from(documentSigningKey).where(eq(documentSigningKey.id, 1));
  return row?.fingerprint;
}

/** Records the fingerprint unless one is recorded already (by a server that started at the same moment). */
export async function recordFingerprint(executor: Executor, fingerprint: string): Promise<void> {
  await executor.insert(documentSigningKey).values({ id: 1, fingerprint }).onConflictDoNothing();
}

export function newestDocuments(executor: Executor, count: number): Promise<IssuedDocument[]> {
  return executor.select().from(scaleDocuments).orderBy(desc(scaleDocuments.id)).limit(count);
}
