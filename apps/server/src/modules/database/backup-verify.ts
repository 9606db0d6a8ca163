/**
 * Verifying a backup without restoring it: the file read through as a restore reads it, every row parsed,
 * the rows of each table counted against the header's counts, and the content against its authentication
 * code. A backup verifies only if a restore would take it as it is: authenticated, whole and complete.
 */
import { BACKUP_FILE_REFUSALS, type BackupVerification, tableLabel } from '@weighbridge/contract/backups';
import { type BackupHeader, BackupFileError, BackupReader, isAuthenticatedFormat, readBackupHeader } from './backup-file.js';
import { BUSINESS_TABLES, CHAIN_HEAD } from './business-tables.js';

const BATCH_ROWS = 1000;

/**
 * `name`: how the answer names the file (its name in the backup folder, or its path on the command line);
 * `signingKey`: the server's, from which the key of the authentication code is derived.
 */
export async function verifyBackup(file: string, name: string, signingKey: string): Promise<BackupVerification> {
  const named = (message: string) => message.replaceAll(file, name);
  let header: BackupHeader;
  try {
    header = await readBackupHeader(file);
  } catch (error) {
    if (!(error instanceof BackupFileError)) throw error;
    return { file: name, verified: false, authentication: null, tables: [], problems: [named(error.message)] };
  }
  const { counts } = header;
  const found: Record<string, number> = {};
  const problems: string[] = [];
  const reader = new BackupReader(file, signingKey);
  let readThrough = false;
  try {
    for await (const { table, rows } of reader.batches(BATCH_ROWS)) {
      if (table !== CHAIN_HEAD.name && !BUSINESS_TABLES.some((entry) => entry.name === table)) {
        throw new BackupFileError(BACKUP_FILE_REFUSALS.unknownTable(name, table));
      }
      if (!rows.every(isJson)) throw new BackupFileError(BACKUP_FILE_REFUSALS.unreadableRow(name, tableLabel(table)));
      found[table] = (found[table] ?? 0) + rows.length;
    }
    readThrough = true;
  } catch (error) {
    if (!(error instanceof BackupFileError)) throw error;
    problems.push(named(error.message));
  }
  const authentication = readThrough ? reader.authentication : null;
  if (authentication === 'altered') problems.push(alteredProblem(name, header));
  if (authentication === 'unauthenticated') {
    problems.push(
      `${name} is not authenticated: it was written before backups were authenticated (format version ${header.version}), so a change to it cannot be detected. ` +
        'The page does not restore it; the command line does, with --accept-unauthenticated.',
    );
  }
  const tables = [...new Set([...Object.keys(counts), ...Object.keys(found).filter((table) => table !== CHAIN_HEAD.name)])].map((table) => ({
    table,
    recorded: counts[table] ?? 0,
    found: found[table] ?? 0,
  }));
  if (readThrough) {
    for (const { table, recorded, found: held } of tables.filter((entry) => entry.recorded !== entry.found)) {
      problems.push(`${name} holds ${held} ${tableLabel(table)}; its header records ${recorded}.`);
    }
  }
  return { file: name, verified: problems.length === 0, authentication, tables, problems };
}

function alteredProblem(name: string, header: BackupHeader): string {
  if (isAuthenticatedFormat(header)) {
    return `${name} does not match the authentication code it was written with: it was changed after it was written, or written with another signing key.`;
  }
  return `${name} no longer matches the checksum it was written with: it was changed or damaged after it was written. It is not authenticated either (format version ${header.version}).`;
}

function isJson(row: string): boolean {
  try {
    JSON.parse(row);
    return true;
  } catch {
    return false;
  }
}
