/**
 * Restoring a backup (`npm run db -- restore <file>`, and the Backup & Restore page): only into an empty
 * database of the same site, in one transaction, checked against the backup's own counts, its checksum and
 * every document against its signature; the id sequences are moved past the restored ids. A refusal is in
 * the audit trail too.
 */
import path from 'node:path';
import { tableLabel } from '@weighbridge/contract/backups';
import type { Db, Tx } from '../../db/database.js';
import { recordAudit } from '../../db/audit-log.js';
import { type BackupHeader, BackupFileError, BackupReader, type ChecksumCheck, readBackupHeader } from './backup-file.js';
import { auditedAs, type BackupActor } from './backup.js';
import { BUSINESS_TABLES, CHAIN_HEAD } from './business-tables.js';
import { checkRestoredDocuments, describeAltered, NOTHING_ALTERED } from './restore-check.js';
import { countBusinessRows, insertRows, listUsers, lockBusinessTables, raiseIdSequences, setChainHead } from './repository.js';

const BATCH_ROWS = 1000;

/**
 * A restore the database refuses, with the reason the person restoring needs. `altered`: the backup was
 * changed after it was written, which the person restoring may accept (RestoreOptions.acceptAltered).
 */
export class RestoreRefusedError extends Error {
  constructor(
    message: string,
    readonly altered = false,
  ) {
    super(message);
  }
}

export type RestoreOptions = {
  /** The key the documents are checked with (the server's). */
  signingKey: string;
  /** Restore a backup with altered documents all the same, naming them in the audit trail. */
  acceptAltered: boolean;
};

export async function restoreBackup(db: Db, file: string, actor: BackupActor, options: RestoreOptions): Promise<Record<string, number>> {
  try {
    return await restoreInOneTransaction(db, file, actor, options);
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
  return db.transaction(async (tx) => {
    await lockBusinessTables(tx);
    await refuseAnotherSite(tx, header);
    await refuseNonEmpty(tx);
    const restored = Object.fromEntries(BUSINESS_TABLES.map((entry) => [entry.name, 0]));
    const reader = new BackupReader(file);
    for await (const { table, rows } of reader.batches(BATCH_ROWS)) {
      if (table === CHAIN_HEAD.name) {
        await setChainHead(tx, rows.at(-1)!);
        continue;
      }
      const entry = BUSINESS_TABLES.find((candidate) => candidate.name === table);
      if (!entry) throw new BackupFileError(`${file} holds a table '${table}' that this database does not have`);
      await insertRows(tx, entry, rows).catch((error: unknown) => {
        throw new BackupFileError(`${file} holds ${tableLabel(table)} that this database cannot read (${(error as Error).message})`);
      });
      restored[entry.name]! += rows.length;
    }
    const short = BUSINESS_TABLES.find((entry) => restored[entry.name] !== (header.counts[entry.name] ?? 0));
    if (short) {
      throw new BackupFileError(`${file} is incomplete: it should hold ${header.counts[short.name] ?? 0} ${short.name}, it holds ${restored[short.name]}`);
    }
    await raiseIdSequences(tx);
    await refuseAltered(tx, { file, header, checksum: reader.checksum }, actor, options);
    await recordAudit(tx, {
      action: 'database.restore',
      outcome: 'success',
      ...auditedAs(actor),
      details: { backupFile: path.basename(file), backupCreatedAt: header.createdAt, restored },
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
  throw new RestoreRefusedError(
    `This backup was made in another database: its users ${names} are not users of this one. Restore it into the database it was made from.`,
  );
}

async function refuseNonEmpty(tx: Tx): Promise<void> {
  const counts = await countBusinessRows(tx);
  const held = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${count} ${tableLabel(table)}`);
  if (held.length === 0) return;
  throw new RestoreRefusedError(
    `The database is not empty (${held.join(', ')}). A backup is restored only into an empty database: clear it first under Settings / Database.`,
  );
}

/**
 * A backup changed after it was written: its content no longer matches its checksum, or its documents
 * their signatures. Refused, saying what, unless the person restoring accepts it, which the audit trail
 * then records with the numbers of the altered documents.
 */
async function refuseAltered(
  tx: Tx,
  backup: { file: string; header: BackupHeader; checksum: ChecksumCheck },
  actor: BackupActor,
  options: RestoreOptions,
): Promise<void> {
  const documents = await checkRestoredDocuments(tx, backup.header, options.signingKey);
  const contentChanged = backup.checksum === 'differs';
  if (!documents && !contentChanged) return;
  if (!options.acceptAltered) {
    throw new RestoreRefusedError(`${describeAltered(backup.file, documents, contentChanged)} Nothing was restored.`, true);
  }
  await recordAudit(tx, {
    action: 'database.restore_altered',
    outcome: 'success',
    ...auditedAs(actor),
    details: { backupFile: path.basename(backup.file), ...(documents ?? NOTHING_ALTERED), checksum: backup.checksum },
  });
}
