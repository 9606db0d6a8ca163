/**
 * Verifying a backup without restoring it: the file read through as a restore reads it, every row parsed,
 * the rows of each table counted against the header's counts, and the content against its checksum.
 */
import { type BackupVerification, tableLabel } from '@weighbridge/contract/backups';
import { BackupFileError, BackupReader, readBackupHeader } from './backup-file.js';
import { BUSINESS_TABLES, CHAIN_HEAD } from './business-tables.js';

const BATCH_ROWS = 1000;

/** `name`: how the answer names the file (its name in the backup folder). */
export async function verifyBackup(file: string, name: string): Promise<BackupVerification> {
  const named = (message: string) => message.replaceAll(file, name);
  let counts: Record<string, number>;
  try {
    counts = (await readBackupHeader(file)).counts;
  } catch (error) {
    if (!(error instanceof BackupFileError)) throw error;
    return { file: name, verified: false, checksum: null, tables: [], problems: [named(error.message)] };
  }
  const found: Record<string, number> = {};
  const problems: string[] = [];
  const reader = new BackupReader(file);
  let readThrough = false;
  try {
    for await (const { table, rows } of reader.batches(BATCH_ROWS)) {
      if (table !== CHAIN_HEAD.name && !BUSINESS_TABLES.some((entry) => entry.name === table)) {
        throw new BackupFileError(`${name} holds a table '${table}' that this database does not have`);
      }
      if (!rows.every(isJson)) throw new BackupFileError(`${name} is damaged: a row of its ${tableLabel(table)} cannot be read`);
      found[table] = (found[table] ?? 0) + rows.length;
    }
    readThrough = true;
  } catch (error) {
    if (!(error instanceof BackupFileError)) throw error;
    problems.push(named(error.message));
  }
  const checksum = readThrough ? reader.checksum : null;
  if (checksum === 'differs') problems.push(`${name} no longer matches the checksum it was written with: it was changed or damaged after it was written.`);
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
  return { file: name, verified: problems.length === 0, checksum, tables, problems };
}

function isJson(row: string): boolean {
  try {
    JSON.parse(row);
    return true;
  } catch {
    return false;
  }
}
