/**
 * The secret that signs scale documents. It is kept out of the database, so that whoever can change
 * rows there cannot forge a matching signature: DOCUMENT_SIGNING_KEY, or else a key file created once
 * in DATA_DIR (back it up with the database; without it old documents read as altered).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KEY_FILE = 'document-signing.key';

export function loadDocumentSigningKey(options: { configured: string | undefined; dataDir: string }): string {
  if (options.configured) return options.configured;
  const file = path.join(options.dataDir, KEY_FILE);
  fs.mkdirSync(options.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
