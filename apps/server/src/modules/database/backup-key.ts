/**
 * The key a backup's authentication code is made with. It is derived from the document signing key, which
 * only the servers hold (DOCUMENT_SIGNING_KEY or the key file in DATA_DIR, never the database), so whoever
 * can edit a backup file cannot make a code that matches the edit. It is a key of its own, not the signing
 * key itself: a code over a backup can never stand for a ticket's signature, nor the other way round.
 * @example
 *   const mac = createHmac('sha256', backupAuthenticationKey(signingKey));
 */
import { derivedKey } from '../../lib/derived-key.js';

/** The label the key is derived under; a new label (…/2) would make a new key, and old backups would read as altered. */
const BACKUP_KEY_LABEL = 'weighbridge-backup/1';

/** HKDF-SHA-256 of the signing key under BACKUP_KEY_LABEL (see derived-key.ts): 32 bytes. */
export function backupAuthenticationKey(signingKey: string): Buffer {
  return derivedKey(signingKey, BACKUP_KEY_LABEL);
}
