/** Writing a backup of the business data, a page of rows at a time, from within the caller's transaction. */
import type { BackupReason } from '@weighbridge/contract/backups';
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import type { Db, Executor } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { type AuditEntry, recordAudit } from '../../db/audit-log.js';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, writeBackupFile } from './backup-file.js';
import { BUSINESS_TABLES, type BusinessTable, CHAIN_HEAD } from './business-tables.js';
import { backupFailures, backupLastSuccess } from '../../metrics/metrics.js';
import { anchorChainHead } from '../../ledger/chain-anchors.js';
import { recordedFingerprint } from '../../ledger/signing-key-repository.js';
import { countBusinessRows, listUsers, pageOfRows } from './repository.js';

const PAGE_ROWS = 1000;

export type WrittenBackup = { file: string; counts: Record<string, number> };

/** How far a backup has got: whole tables, and rows of every table. */
export type BackupProgress = { tablesDone: number; tablesTotal: number; rowsDone: number; rowsTotal: number };

/** Who a backup or a restore is recorded against: a signed-in user, or a process named by a word ('cli', 'schedule'). */
export type BackupActor = Actor | string;

export function auditedAs(actor: BackupActor): Pick<AuditEntry, 'actorUserId' | 'actorUsername' | 'clientAddress'> {
  if (typeof actor === 'string') return { actorUsername: actor };
  return { actorUserId: actor.userId, actorUsername: actor.username, clientAddress: actor.clientAddress };
}

/** Where, when and why a backup is written; `signingKey`: the server's, whose derived key authenticates the file. */
export type WriteBackupOptions = { dir: string; reason: BackupReason; createdAt: Date; signingKey: string; onProgress?: (progress: BackupProgress) => void };

/**
 * Writes every business table and the chain head to a new file in `dir`. Run it in a transaction that
 * sees one moment of the data (locked, or repeatable read), so that the backup is one consistent picture.
 */
export async function writeBackup(executor: Executor, options: WriteBackupOptions): Promise<WrittenBackup> {
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
  const entries = [...BUSINESS_TABLES, CHAIN_HEAD];
  const progress: BackupProgress = { tablesDone: 0, tablesTotal: entries.length, rowsDone: 0, rowsTotal: Object.values(counts).reduce((sum, n) => sum + n, 0) };
  const report = options.onProgress ?? (() => undefined);
  report({ ...progress });
  const tables = entries.map((entry) => ({
    name: entry.name,
    pages: pagesOf(executor, entry, {
      // The chain head is bookkeeping, not one of the rows counted.
      page: (rows) => {
        if (entry !== CHAIN_HEAD) progress.rowsDone += rows;
        report({ ...progress });
      },
      done: () => {
        progress.tablesDone += 1;
        report({ ...progress });
      },
    }),
  }));
  try {
    const file = await writeBackupFile(options.dir, header, tables, options.signingKey);
    // The head the backup holds, anchored beside it: the file and the anchor both outlive the database.
    await anchorChainHead(executor, options.dir, options.signingKey, { kind: 'anchor', at: options.createdAt, reason: `backup ${file}` });
    return { file, counts };
  } catch (error) {
    // A full disk or a folder without write permission: the administrator must hear why, not a bare 500.
    if ((error as NodeJS.ErrnoException).syscall === undefined) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', REFUSALS_WITH_VALUES.backupNotWritten(options.dir, (error as Error).message));
  }
}

/** A table's rows a page at a time; `heard` hears of each page once it is written, and of the table's end. */
async function* pagesOf(
  executor: Executor,
  entry: BusinessTable | typeof CHAIN_HEAD,
  heard: { page: (rows: number) => void; done: () => void },
): AsyncGenerator<string[]> {
  let after: unknown;
  for (;;) {
    const page = await pageOfRows(executor, entry, after, PAGE_ROWS);
    if (page.length > 0) {
      yield page.map((row) => row.line);
      heard.page(page.length);
    }
    if (page.length < PAGE_ROWS) return heard.done();
    after = page.at(-1)!.key;
  }
}

export type BackUpNowOptions = {
  dir: string;
  createdAt: Date;
  /** The server's document signing key: the backup is authenticated with the key derived from it. */
  signingKey: string;
  reason: Exclude<BackupReason, 'clear'>;
  actor: BackupActor;
  onProgress?: (progress: BackupProgress) => void;
  /** What the audit row names as its record (a scheduled backup names the time it was due). */
  record?: { entityType: string; entityId: string };
  /** Run once the file is written; what it answers joins the audit row's details (the schedule's retention). */
  afterWrite?: (written: WrittenBackup) => Promise<Record<string, unknown>>;
};

/**
 * A backup on demand or on schedule: a snapshot that does not hold up weighings meanwhile on a PostgreSQL
 * server (on the embedded engine, one process's one connection, requests wait until it is written). Its
 * success or failure goes to the audit trail and the metrics; a failure is thrown on after that.
 */
export async function backUpNow(db: Db, options: BackUpNowOptions): Promise<WrittenBackup> {
  const audited = { action: 'database.backup', ...auditedAs(options.actor), ...options.record };
  let written: WrittenBackup;
  try {
    written = await db.transaction(
      (tx) =>
        writeBackup(tx, { dir: options.dir, reason: options.reason, createdAt: options.createdAt, signingKey: options.signingKey, onProgress: options.onProgress }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } catch (error) {
    backupFailures.inc({ reason: options.reason });
    await recordAudit(db, { ...audited, outcome: 'failure', details: { reason: options.reason, error: (error as Error).message } });
    throw error;
  }
  const more = (await options.afterWrite?.(written)) ?? {};
  await recordAudit(db, {
    ...audited,
    outcome: 'success',
    details: { reason: options.reason, backupFile: written.file, counts: written.counts, ...more },
  });
  backupLastSuccess.set({ reason: options.reason }, options.createdAt.getTime() / 1000);
  return written;
}
