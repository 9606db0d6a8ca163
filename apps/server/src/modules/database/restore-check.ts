/**
 * What a restore checks of the documents it brought back, with the same verification as a document's
 * detail (integrity.ts): every document, its amendments and its place in the chain; the chain's head; and
 * whether the backup was made with the same signing key.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { signingKeyFingerprint } from '../../lib/document-signing-key.js';
import { alteredDocuments } from '../scale-documents/public.js';
import { documentChain } from '../scale-documents/schema.js';
import type { BackupHeader } from './backup-file.js';

/** How many altered documents a refusal names; the audit trail of an accepted restore names up to NAMED_IN_AUDIT. */
const NAMED_IN_MESSAGE = 20;
const NAMED_IN_AUDIT = 10_000;

export type AlteredDocuments = {
  /** How many documents read 'altered', and the numbers of the first of them in chain order. */
  alteredCount: number;
  altered: string[];
  /** The head of the signature chain does not point at the last document. */
  chainHeadAltered: boolean;
  /** The backup's documents were signed with another key than this server's. */
  signedWithAnotherKey: boolean;
};

export const NOTHING_ALTERED: AlteredDocuments = { alteredCount: 0, altered: [], chainHeadAltered: false, signedWithAnotherKey: false };

/** Undefined when everything verifies. */
export async function checkRestoredDocuments(executor: Executor, header: BackupHeader, signingKey: string): Promise<AlteredDocuments | undefined> {
  const documents = await alteredDocuments(executor, signingKey, NAMED_IN_AUDIT);
  const [head] = await executor.select({ lastSignature: documentChain.lastSignature }).from(documentChain).where(eq(documentChain.id, 1));
  const check: AlteredDocuments = {
    alteredCount: documents.count,
    altered: documents.numbers,
    chainHeadAltered: (head?.lastSignature ?? null) !== documents.lastSignature,
    signedWithAnotherKey: Boolean(header.signingKeyFingerprint) && header.signingKeyFingerprint !== signingKeyFingerprint(signingKey),
  };
  return check.alteredCount > 0 || check.chainHeadAltered || check.signedWithAnotherKey ? check : undefined;
}

/** What is wrong with the backup, in a sentence or two: its documents (if any are altered), and its content against its checksum. */
export function describeAltered(file: string, check: AlteredDocuments | undefined, contentChanged: boolean): string {
  if (check?.signedWithAnotherKey) {
    return `${file} was made in a database whose documents are signed with another key: restore it on a server with the DOCUMENT_SIGNING_KEY it was made with.`;
  }
  const parts: string[] = [];
  if (check && check.alteredCount > 0) {
    const named = check.altered.slice(0, NAMED_IN_MESSAGE).join(', ');
    const more = check.alteredCount > NAMED_IN_MESSAGE ? ` and ${check.alteredCount - NAMED_IN_MESSAGE} more` : '';
    parts.push(`${check.alteredCount} scale documents that no longer match their signatures (${named}${more})`);
  }
  if (check?.chainHeadAltered) parts.push('a signature chain whose head is not its last document');
  if (contentChanged) parts.push('content that no longer matches the checksum it was written with');
  return `${file} holds ${parts.join(' and ')}: it was changed after it was written.`;
}
