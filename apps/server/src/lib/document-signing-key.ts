/**
 * The secret that signs scale documents. It is kept out of the database, so that whoever can change
 * rows there cannot forge a matching signature: DOCUMENT_SIGNING_KEY, or else a key file created once
 * in DATA_DIR (back it up with the database; without it old documents read as altered).
 */
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KEY_FILE = 'document-signing.key';

type KeyOptions = { configured: string | undefined; dataDir: string };

export function loadDocumentSigningKey(options: KeyOptions): string {
  if (options.configured) return options.configured;
  const file = documentSigningKeySource(options);
  fs.mkdirSync(options.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** Where the key comes from, for messages: the variable, or the key file's path. */
export function documentSigningKeySource(options: KeyOptions): string {
  return options.configured ? 'DOCUMENT_SIGNING_KEY' : path.join(options.dataDir, KEY_FILE);
}

/**
 * What the database keeps to recognise the key: an HMAC keyed with it over a fixed label. Unlike a plain
 * hash, it cannot be tried against guessed keys without computing an HMAC per guess, and it tells nothing
 * that would help sign a document.
 */
export function signingKeyFingerprint(key: string): string {
  return createHmac('sha256', key).update('weighbridge document signing key fingerprint').digest('hex');
}
