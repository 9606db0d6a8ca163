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

/**
 * The configured key, or the key file's, made on first use. Processes starting together on one folder (the
 * user command and the server, or two servers) must all read the same key: a new key is written whole to
 * a file of this process's own and then linked into place, which only one of them can do, so no process
 * ever reads a key file that is still being written.
 */
export function loadDocumentSigningKey(options: KeyOptions): string {
  if (options.configured) return options.configured;
  const file = documentSigningKeySource(options);
  fs.mkdirSync(options.dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    const draft = `${file}.${process.pid}.new`;
    fs.writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
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
