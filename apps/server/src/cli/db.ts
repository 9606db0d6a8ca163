/**
 * Backups of the site's business data from the command line, on the same DATA_DIR / DATABASE_URL as the server:
 *   npm run db -- backup            writes a backup into BACKUP_DIR (default DATA_DIR/backups)
 *   npm run db -- verify <file>     reads a backup through as a restore would and says whether it is
 *                                   authenticated and whole; the server may keep running meanwhile
 *   npm run db -- restore <file>    restores one into an empty database (after a clear); refuses one that was
 *                                   changed after it was written, unless --accept-altered is given, and one
 *                                   written before backups were authenticated, unless --accept-unauthenticated is
 *   npm run db -- set-time-zone <zone>  changes the site's time zone (no server running) and re-cuts the report
 *                                   totals in it; every server is then started with SITE_TIMEZONE=<zone>
 * A <file> that is not found as given is looked for in BACKUP_DIR, so the name the audit trail records will do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BACKUP_AUTHENTICATION_LABELS, type BackupVerification, tableLabel } from '@weighbridge/contract/backups';
import { type Config, ConfigError, isTimeZone, loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { DatabaseUnavailableError, openDatabase } from '../db/database.js';
import { documentSigningKeySource, loadDocumentSigningKey } from '../lib/document-signing-key.js';
import { AppError } from '../lib/errors.js';
import { BackupFileError, isAuthenticatedFormat, readBackupHeader } from '../modules/database/backup-file.js';
import { verifyBackup } from '../modules/database/backup-verify.js';
import { backUpNow } from '../modules/database/backup.js';
import { restoreBackup, RestoreRefusedError } from '../modules/database/restore.js';
import { checkSigningKey, SigningKeyMismatchError } from '../ledger/signing-key.js';
import { setSiteTimeZone } from '../modules/site/time-zone.js';

const USAGE = [
  'Usage: npm run db -- backup',
  '       npm run db -- verify <file>',
  '       npm run db -- restore <file> [--accept-altered] [--accept-unauthenticated]',
  '       npm run db -- set-time-zone <IANA zone>',
].join('\n');

/** The audit trail names the command line as the actor of its backups and restores. */
const ACTOR = 'cli';

const OPTIONS = {
  'accept-altered': { type: 'boolean', default: false },
  'accept-unauthenticated': { type: 'boolean', default: false },
} as const;

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  const [command, file, ...extra] = positionals;
  const accepting = values['accept-altered'] || values['accept-unauthenticated'];
  if (extra.length > 0 || (accepting && command !== 'restore')) throw new UsageError(USAGE);
  if (command === 'set-time-zone' && file) return changeTimeZone(file);
  if (command === 'verify' && file) return verify(file);
  if (!((command === 'backup' && !file) || (command === 'restore' && file))) throw new UsageError(USAGE);
  const config = loadConfig();
  const backupFile = command === 'restore' ? findBackup(file!, config) : undefined;
  const database = await openDatabase(config);
  try {
    const keyOptions = { configured: config.documentSigningKey, dataDir: config.dataDir };
    const signingKey = loadDocumentSigningKey(keyOptions);
    await checkSigningKey(database.db, signingKey, documentSigningKeySource(keyOptions));
    if (backupFile) {
      const acceptUnauthenticated = values['accept-unauthenticated'];
      if (acceptUnauthenticated) await warnIfUnauthenticated(backupFile);
      const restored = await restoreBackup(database.db, backupFile, ACTOR, { signingKey, backupDir: config.backupDir, acceptAltered: values['accept-altered'], acceptUnauthenticated });
      console.log(`Restored ${backupFile}: ${describeCounts(restored)}.`);
    } else {
      const written = await backUpNow(database.db, { dir: config.backupDir, createdAt: new Date(), reason: 'manual', actor: ACTOR, signingKey });
      console.log(`Backup written to ${path.join(config.backupDir, written.file)}: ${describeCounts(written.counts)}.`);
    }
  } finally {
    await database.close();
  }
}

/**
 * The loud word before a restore that goes ahead without authentication (--accept-unauthenticated): said
 * only of a file that needs it, on stderr, before anything is restored.
 */
async function warnIfUnauthenticated(file: string): Promise<void> {
  const header = await readBackupHeader(file);
  if (isAuthenticatedFormat(header)) return;
  console.error(
    `WARNING: ${file} is NOT AUTHENTICATED: it was written before backups were authenticated (format version ${header.version}), ` +
      'so nothing shows whether it was changed after it was written. It is restored all the same because --accept-unauthenticated was given; ' +
      'the audit trail records that.',
  );
}

/**
 * Reads a backup through without touching the database (the embedded engine's server may keep running):
 * its authentication, its rows per table against its header, and its problems; exits 1 unless it verifies.
 */
async function verify(file: string): Promise<void> {
  const config = loadConfig();
  const backupFile = findBackup(file, config);
  const keyOptions = { configured: config.documentSigningKey, dataDir: config.dataDir };
  const keySource = documentSigningKeySource(keyOptions);
  // A key made here would be no site's key: every backup would read as altered.
  if (!keyOptions.configured && !fs.existsSync(keySource)) {
    throw new UsageError(`No document signing key: set DOCUMENT_SIGNING_KEY, or run this where the server's key file ${keySource} is`);
  }
  const verification = await verifyBackup(backupFile, backupFile, loadDocumentSigningKey(keyOptions));
  console.log(describeVerification(verification));
  if (!verification.verified) process.exitCode = 1;
}

/** The verification as the command line prints it: what the page shows, a line each. */
function describeVerification(verification: BackupVerification): string {
  const authentication = verification.authentication ? BACKUP_AUTHENTICATION_LABELS[verification.authentication] : 'unknown (the file could not be read through)';
  const lines = [
    `${verification.file} ${verification.verified ? 'verified' : 'failed verification'}.`,
    `Authentication: ${authentication}`,
    ...verification.tables.map(({ table, recorded, found }) => `  ${tableLabel(table)}: ${found}${found === recorded ? '' : ` (its header records ${recorded})`}`),
    ...verification.problems.map((problem) => `Problem: ${problem}`),
  ];
  return lines.join('\n');
}

async function changeTimeZone(zone: string): Promise<void> {
  if (!isTimeZone(zone)) throw new UsageError(`${zone} is not an IANA time zone name such as Europe/Berlin`);
  // The server's own zone does not matter here: the command is what changes the site's.
  const config = loadConfig({ ...process.env, SITE_TIMEZONE: zone });
  const database = await openDatabase(config);
  try {
    const changed = await setSiteTimeZone(database.db, zone, ACTOR, new Date());
    console.log(`The site's time zone is now ${zone} (it was ${changed.before ?? 'not recorded'}); report totals ${changed.rebuilt ? 're-cut in it' : 'already in it'}.`);
    console.log(`Start every server with SITE_TIMEZONE=${zone}.`);
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
      : error instanceof RestoreRefusedError && error.kind !== 'refused'
        ? ` To restore it all the same, and record that in the audit trail, add --accept-${error.kind}.`
        : '';
  console.error(known ? `${(error as Error).message}${hint}` : error);
  process.exit(1);
});
