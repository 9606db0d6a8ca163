/**
 * Restoring a backup (`npm run db -- restore <file>`, and the Backup & Restore page): only into an empty
 * database of the same site, in one transaction, checked against its authentication code (made with the
 * key derived from this server's signing key), the backup's own counts and every document against its
 * signature; the id sequences are moved past the restored ids. A backup of a format that carries no
 * authentication code (before version 4) is refused unless the command line accepts it. A refusal is in
 * the audit trail too.
 */
import path from 'node:path';
import { BACKUP_FILE_REFUSALS, type BackupAuthentication, tableLabel } from '@weighbridge/contract/backups';
import type { Db, Tx } from '../../db/database.js';
import { recordAudit } from '../../db/audit-log.js';
import { type BackupHeader, BackupFileError, BackupReader, isAuthenticatedFormat, readBackupHeader } from './backup-file.js';
import { auditedAs, type BackupActor } from './backup.js';
import { BUSINESS_TABLES, CHAIN_HEAD } from './business-tables.js';
import { anchorChainHead } from '../../ledger/chain-anchors.js';
import { checkRestoredDocuments, describeAltered, NOTHING_ALTERED } from './restore-check.js';
import { countBusinessRows, insertRows, listUsers, lockBusinessTables, raiseIdSequences, setChainHead } from './repository.js';

const BATCH_ROWS = 1000;

/**
 * Why a restore is refused, beyond the database's state: 'altered', the backup was changed after it was
 * written (RestoreOptions.acceptAltered accepts it); 'unauthenticated', it is of a format without an
 * authentication code (RestoreOptions.acceptUnauthenticated accepts it, on the command line only).
 */
export type RefusalKind = 'refused' | 'altered' | 'unauthenticated';

/** A restore the database refuses, with the reason the person restoring needs. */
export class RestoreRefusedError extends Error {
  constructor(
    message: string,
    readonly kind: RefusalKind = 'refused',
  ) {
    super(message);
  }
}

export type RestoreOptions = {
  /** The server's: the documents are checked with it, the backup with the key derived from it. */
  signingKey: string;
  /** Where the chain's anchors are kept (BACKUP_DIR): the restored chain starts them over. */
  backupDir: string;
  /** Restore a backup with altered content or documents all the same, naming them in the audit trail. */
  acceptAltered: boolean;
  /**
   * Restore a backup written before backups were authenticated (format versions 1 to 3) all the same:
   * nothing shows whether it was changed since. Only the command line offers it (--accept-unauthenticated).
   */
  acceptUnauthenticated?: boolean;
};

export async function restoreBackup(db: Db, file: string, actor: BackupActor, options: RestoreOptions): Promise<Record<string, number>> {
  try {
    const restored = await restoreInOneTransaction(db, file, actor, options);
    await anchorChainHead(db, options.backupDir, options.signingKey, { kind: 'restart', at: new Date(), reason: `restore of ${path.basename(file)}` });
    return restored;
  } catch (error) {
    if (error instanceof RestoreRefusedError || error instanceof BackupFileError) {
      await recordAudit(db, {
        action: 'database.restore',
        outcome: 'failure',
        ...auditedAs(actor),
        details: { backupFile: path.basename(file), error: error.message },
      });
    }
    throw error;
  }
}

async function restoreInOneTransaction(db: Db, file: string, actor: BackupActor, options: RestoreOptions): Promise<Record<string, number>> {
  const header = await readBackupHeader(file);
  // Refused before anything is read into the database; checked again once read through (below).
  if (!isAuthenticatedFormat(header)) refuseUnauthenticated(file, header, options);
  return db.transaction(async (tx) => {
    await lockBusinessTables(tx);
    await refuseAnotherSite(tx, header);
    await refuseNonEmpty(tx);
    const restored = Object.fromEntries(BUSINESS_TABLES.map((entry) => [entry.name, 0]));
    const reader = new BackupReader(file, options.signingKey);
    for await (const { table, rows } of reader.batches(BATCH_ROWS)) {
      if (table === CHAIN_HEAD.name) {
        await setChainHead(tx, rows.at(-1)!);
        continue;
      }
      const entry = BUSINESS_TABLES.find((candidate) => candidate.name === table);
      if (!entry) throw new BackupFileError(BACKUP_FILE_REFUSALS.unknownTable(file, table));
      await insertRows(tx, entry, rows).catch((error: unknown) => {
        throw new BackupFileError(BACKUP_FILE_REFUSALS.unreadableTable(file, tableLabel(table), (error as Error).message));
      });
      restored[entry.name]! += rows.length;
    }
    // Before anything outside the transaction moves (the id sequences): an edited file leaves no trace.
    // The file as read through decides, not its first look: one swapped meanwhile for an old format is refused too.
    if (reader.authentication === 'unauthenticated') refuseUnauthenticated(file, reader.header, options);
    await refuseAltered(tx, { file, header, authentication: reader.authentication }, actor, options);
    const short = BUSINESS_TABLES.find((entry) => restored[entry.name] !== (header.counts[entry.name] ?? 0));
    if (short) {
      throw new BackupFileError(BACKUP_FILE_REFUSALS.incomplete(file, header.counts[short.name] ?? 0, short.name, restored[short.name]!));
    }
    await raiseIdSequences(tx);
    await recordAudit(tx, {
      action: 'database.restore',
      outcome: 'success',
      ...auditedAs(actor),
      details: { backupFile: path.basename(file), backupCreatedAt: header.createdAt, restored, authentication: reader.authentication },
    });
    return restored;
  });
}

/** The rows name their operators by user id: those ids must be the same people here. */
async function refuseAnotherSite(tx: Tx, header: BackupHeader): Promise<void> {
  const here = new Map((await listUsers(tx)).map((user) => [user.id, user.username]));
  const strangers = header.users.filter((user) => here.get(user.id) !== user.username);
  if (strangers.length === 0) return;
  const names = strangers.map((user) => `${user.username} (id ${user.id})`).join(', ');
  throw new RestoreRefusedError(BACKUP_FILE_REFUSALS.anotherDatabase(names));
}

async function refuseNonEmpty(tx: Tx): Promise<void> {
  const counts = await countBusinessRows(tx);
  const held = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${count} ${tableLabel(table)}`);
  if (held.length === 0) return;
  throw new RestoreRefusedError(BACKUP_FILE_REFUSALS.notEmpty(held));
}

/** A backup that carries no authentication code is refused, unless the command line accepts it. */
function refuseUnauthenticated(file: string, header: BackupHeader, options: RestoreOptions): void {
  if (options.acceptUnauthenticated) return;
  throw new RestoreRefusedError(BACKUP_FILE_REFUSALS.notAuthenticated(file, header.version), 'unauthenticated');
}

/**
 * A backup changed after it was written: its content no longer matches its authentication code (or, in
 * an old format, its checksum), or its documents their signatures. Refused, saying what, unless the person
 * restoring accepts it, which the audit trail then records with the numbers of the altered documents.
 */
async function refuseAltered(
  tx: Tx,
  backup: { file: string; header: BackupHeader; authentication: BackupAuthentication },
  actor: BackupActor,
  options: RestoreOptions,
): Promise<void> {
  const documents = await checkRestoredDocuments(tx, backup.header, options.signingKey);
  const contentAltered = backup.authentication === 'altered';
  if (!documents && !contentAltered) return;
  if (!options.acceptAltered) {
    const content = !contentAltered ? undefined : isAuthenticatedFormat(backup.header) ? 'authentication code' : 'checksum';
    throw new RestoreRefusedError(BACKUP_FILE_REFUSALS.altered(describeAltered(backup.file, documents, content)), 'altered');
  }
  await recordAudit(tx, {
    action: 'database.restore_altered',
    outcome: 'success',
    ...auditedAs(actor),
    details: { backupFile: path.basename(backup.file), ...(documents ?? NOTHING_ALTERED), authentication: backup.authentication },
  });
}
