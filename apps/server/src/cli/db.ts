/**
 * Backups of the site's business data from the command line, on the same DATA_DIR / DATABASE_URL as the server:
 *   npm run db -- backup            writes a backup into BACKUP_DIR (default DATA_DIR/backups)
 *   npm run db -- restore <file>    restores one into an empty database (after a clear); refuses one whose
 *                                   documents do not match their signatures, unless --accept-altered is given
 * A <file> that is not found as given is looked for in BACKUP_DIR, so the name the audit trail records will do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tableLabel } from '@weighbridge/contract/backups';
import { type Config, ConfigError, loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { DatabaseUnavailableError, openDatabase } from '../db/database.js';
import { documentSigningKeySource, loadDocumentSigningKey } from '../lib/document-signing-key.js';
import { AppError } from '../lib/errors.js';
import { BackupFileError } from '../modules/database/backup-file.js';
import { backUpNow } from '../modules/database/backup.js';
import { restoreBackup, RestoreRefusedError } from '../modules/database/restore.js';
import { checkSigningKey, SigningKeyMismatchError } from '../modules/scale-documents/signing-key.js';

const USAGE = 'Usage: npm run db -- backup\n       npm run db -- restore <file> [--accept-altered]';

/** The audit trail names the command line as the actor of its backups and restores. */
const ACTOR = 'cli';

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { 'accept-altered': { type: 'boolean', default: false } } });
  const [command, file, ...extra] = positionals;
  const acceptAltered = values['accept-altered'];
  if (extra.length > 0 || !((command === 'backup' && !file && !acceptAltered) || (command === 'restore' && file))) throw new UsageError(USAGE);
  const config = loadConfig();
  const backupFile = command === 'restore' ? findBackup(file!, config) : undefined;
  const database = await openDatabase(config);
  try {
    if (backupFile) {
      const keyOptions = { configured: config.documentSigningKey, dataDir: config.dataDir };
      const signingKey = loadDocumentSigningKey(keyOptions);
      await checkSigningKey(database.db, signingKey, documentSigningKeySource(keyOptions));
      const restored = await restoreBackup(database.db, backupFile, ACTOR, { signingKey, acceptAltered });
      console.log(`Restored ${backupFile}: ${describeCounts(restored)}.`);
    } else {
      const written = await backUpNow(database.db, { dir: config.backupDir, createdAt: new Date(), reason: 'manual', actor: ACTOR });
      console.log(`Backup written to ${path.join(config.backupDir, written.file)}: ${describeCounts(written.counts)}.`);
    }
  } finally {
    await database.close();
  }
}

function findBackup(file: string, config: Config): string {
  const asGiven = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (fs.existsSync(asGiven)) return asGiven;
  const inBackupDir = path.join(config.backupDir, file);
  if (path.basename(file) === file && fs.existsSync(inBackupDir)) return inBackupDir;
  throw new UsageError(`No backup file ${file} (looked at ${asGiven} and in ${config.backupDir})`);
}

function describeCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([table, count]) => `${count} ${tableLabel(table)}`)
    .join(', ');
}

class UsageError extends Error {}

run(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof RestoreRefusedError ||
    error instanceof BackupFileError ||
    error instanceof AppError ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof SigningKeyMismatchError ||
    (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  const hint =
    error instanceof DataDirInUseError
      ? ': stop the server first'
      : error instanceof RestoreRefusedError && error.altered
        ? ' To restore it all the same, and record that in the audit trail, add --accept-altered.'
        : '';
  console.error(known ? `${(error as Error).message}${hint}` : error);
  process.exit(1);
});
