/**
 * Every server of one database must sign with the same key, or each reads the others' tickets as altered.
 * The database keeps the key's fingerprint: the first server records it, and a server whose key does not
 * match refuses to start. Both engines keep one (a restored backup or a lost key file brings the same
 * question to the embedded engine).
 */
import type { Executor } from '../db/database.js';
import { signingKeyFingerprint } from '../lib/document-signing-key.js';
import { amendmentsOf } from './amendment-repository.js';
import { signedWith } from './integrity.js';
import { newestDocuments, recordedFingerprint, recordFingerprint } from './signing-key-repository.js';

/** A start refused because the key is not the database's; its message is the one line main.ts prints. */
export class SigningKeyMismatchError extends Error {
  constructor(keySource: string) {
    super(
      `The document signing key (from ${keySource}) is not the key this database's documents are signed with: ` +
        'set the same DOCUMENT_SIGNING_KEY on every server that uses this database.',
    );
  }
}

/** How many of the newest documents a database without a fingerprint is checked against. */
const UPGRADE_SAMPLE = 20;

/** Records the key's fingerprint in a database that has none, or checks the key against the one recorded. */
export async function checkSigningKey(executor: Executor, signingKey: string, keySource: string): Promise<void> {
  const fingerprint = signingKeyFingerprint(signingKey);
  let recorded = await recordedFingerprint(executor);
  if (recorded === undefined) {
    if (!(await signsNewestDocuments(executor, signingKey))) throw new SigningKeyMismatchError(keySource);
    await recordFingerprint(executor, fingerprint);
    recorded = await recordedFingerprint(executor);
  }
  if (recorded !== fingerprint) throw new SigningKeyMismatchError(keySource);
}

/**
 * A database from before the fingerprint (an upgrade) holds documents signed with the key it was run
 * with. The key signs the newest of them; one of a few is enough, so that a single altered document does
 * not keep the server from starting.
 */
async function signsNewestDocuments(executor: Executor, signingKey: string): Promise<boolean> {
  const documents = await newestDocuments(executor, UPGRADE_SAMPLE);
  if (documents.length === 0) return true;
  const amendments = await amendmentsOf(executor, documents.map((row) => row.id));
  return documents.some((row) => signedWith(signingKey, row, amendments.get(row.id) ?? []));
}
