/** Writing a backup of the business data, a page of rows at a time, from within the caller's transaction. */
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../../db/audit-log.js';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, writeBackupFile } from './backup-file.js';
import { BUSINESS_TABLES, type BusinessTable, CHAIN_HEAD } from './business-tables.js';
import { recordedFingerprint } from '../scale-documents/public.js';
import { countBusinessRows, listUsers, pageOfRows } from './repository.js';

const PAGE_ROWS = 1000;

export type WrittenBackup = { file: string; counts: Record<string, number> };

/**
 * Writes every business table and the chain head to a new file in `dir`. Run it in a transaction that
 * sees one moment of the data (locked, or repeatable read), so that the backup is one consistent picture.
 */
export async function writeBackup(
  executor: Executor,
  options: { dir: string; reason: BackupHeader['reason']; createdAt: Date },
): Promise<WrittenBackup> {
  const counts = await countBusinessRows(executor);
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: options.createdAt.toISOString(),
    reason: options.reason,
    counts,
    users: await listUsers(executor),
    signingKeyFingerprint: (await recordedFingerprint(executor)) ?? null,
  };
  const tables = [...BUSINESS_TABLES, CHAIN_HEAD].map((entry) => ({ name: entry.name, pages: pagesOf(executor, entry) }));
  try {
    return { file: await writeBackupFile(options.dir, header, tables), counts };
  } catch (error) {
    // A full disk or a folder without write permission: the administrator must hear why, not a bare 500.
    if ((error as NodeJS.ErrnoException).syscall === undefined) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', `The backup could not be written to ${options.dir} (${(error as Error).message}); nothing was deleted`);
  }
}

async function* pagesOf(executor: Executor, entry: BusinessTable | typeof CHAIN_HEAD): AsyncGenerator<string[]> {
  let after: unknown;
  for (;;) {
    const page = await pageOfRows(executor, entry, after, PAGE_ROWS);
    if (page.length > 0) yield page.map((row) => row.line);
    if (page.length < PAGE_ROWS) return;
    after = page.at(-1)!.key;
  }
}

/** A backup on demand (`npm run db -- backup`): a snapshot that does not hold up weighings meanwhile. */
export async function backUpNow(db: Db, options: { dir: string; createdAt: Date; actor: string }): Promise<WrittenBackup> {
  const written = await db.transaction((tx) => writeBackup(tx, { dir: options.dir, reason: 'on-demand', createdAt: options.createdAt }), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  await recordAudit(db, {
    action: 'database.backup',
    outcome: 'success',
    actorUsername: options.actor,
    details: { backupFile: written.file, counts: written.counts },
  });
  return written;
}
