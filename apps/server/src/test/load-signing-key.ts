/**
 * A process that loads the document signing key from a data folder at a given moment and prints it: the
 * signing key test starts several at once, as servers and the user command start together on one folder.
 * Usage: load-signing-key.ts <data folder> <epoch ms to start at>
 */
import { loadDocumentSigningKey } from '../lib/document-signing-key.js';

const [dataDir = '', startAt = '0'] = process.argv.slice(2);
// Waiting on the clock, not a timer, lines the processes up to the millisecond.
while (Date.now() < Number(startAt)) {
  // wait for the others
}
process.stdout.write(loadDocumentSigningKey({ configured: undefined, dataDir }));
