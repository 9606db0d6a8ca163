/**
 * What a restore checks of the documents it brought back, with the same verification as a document's
 * detail (integrity.ts): every document, its amendments and its place in the chain; the chain's head; and
 * whether the backup was made with the same signing key.
 */
import type { Executor } from '../../db/database.js';
import { signingKeyFingerprint } from '../../lib/document-signing-key.js';
import { checkChain } from '../../ledger/integrity.js';
import { readChainHead } from '../../ledger/chain-head.js';
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
  const chain = await checkChain(executor, signingKey, NAMED_IN_AUDIT);
  const head = await readChainHead(executor);
  const check: AlteredDocuments = {
    alteredCount: chain.alteredCount,
    altered: chain.altered,
    chainHeadAltered: head.signature !== chain.last.signature || head.position !== chain.last.position,
    signedWithAnotherKey: Boolean(header.signingKeyFingerprint) && header.signingKeyFingerprint !== signingKeyFingerprint(signingKey),
  };
  return check.alteredCount > 0 || check.chainHeadAltered || check.signedWithAnotherKey ? check : undefined;
}

/** What the content of an altered backup no longer matches: its authentication code (version 4 on) or its checksum (version 3). */
export type ContentMismatch = 'authentication code' | 'checksum';

/**
 * What is wrong with the backup, in a sentence or two: its content (if it does not match what it was
 * written with) and its documents (if any are altered).
 */
export function describeAltered(file: string, check: AlteredDocuments | undefined, content: ContentMismatch | undefined): string {
  if (content === 'authentication code') {
    // The file is not what this site's key wrote: what its header says of its key proves nothing then.
    const documents = check && check.alteredCount > 0 ? ` ${check.alteredCount} of its scale documents no longer match their signatures (${namedDocuments(check)}).` : '';
    return `${file} does not match the authentication code it was written with: it was changed after it was written, or written with another signing key.${documents}`;
  }
  if (check?.signedWithAnotherKey) {
    return `${file} was made in a database whose documents are signed with another key: restore it on a server with the DOCUMENT_SIGNING_KEY it was made with.`;
  }
  const parts: string[] = [];
  if (check && check.alteredCount > 0) parts.push(`${check.alteredCount} scale documents that no longer match their signatures (${namedDocuments(check)})`);
  if (check?.chainHeadAltered) parts.push('a signature chain whose head is not its last document');
  if (content === 'checksum') parts.push('content that no longer matches the checksum it was written with');
  return `${file} holds ${parts.join(' and ')}: it was changed after it was written.`;
}

/** The numbers of the first NAMED_IN_MESSAGE altered documents, e.g. 'SD-2026-000001, SD-2026-000003 and 40 more'. */
function namedDocuments(check: AlteredDocuments): string {
  const more = check.alteredCount > NAMED_IN_MESSAGE ? ` and ${check.alteredCount - NAMED_IN_MESSAGE} more` : '';
  return `${check.altered.slice(0, NAMED_IN_MESSAGE).join(', ')}${more}`;
}
