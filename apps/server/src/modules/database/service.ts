/**
 * Database settings: the statistics, and clearing the site's business data. A clear first writes a
 * complete backup and then deletes, all in one transaction that keeps writers out, so that the backup
 * holds exactly what was deleted; the audit row names the backup file. If the transaction fails after
 * the file was written, the file is a backup of data that is still there: harmless.
 */
import type { ClearDatabaseResponse, DatabaseStats } from '@weighbridge/contract/database';
import { REFUSALS, REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../../db/audit-log.js';
import { anImportIsUnwritten } from '../import/public.js';
import { anchorChainHead } from '../../ledger/chain-anchors.js';
import { writeBackup } from './backup.js';
import { BUSINESS_TABLES } from './business-tables.js';
import { countStats, deleteBusinessRows, lockBusinessTables } from './repository.js';

/** `signingKey`: the server's, from which the key that authenticates the clear's backup is derived. */
export type DatabaseContext = { db: Db; clock: Clock; backupDir: string; signingKey: string };

export function databaseStats(db: Db): Promise<DatabaseStats> {
  return countStats(db);
}

export async function clearDatabase(ctx: DatabaseContext, actor: Actor): Promise<ClearDatabaseResponse> {
  const cleared = await ctx.db.transaction(async (tx) => {
    await lockBusinessTables(tx);
    // An accepted import's staged documents name records a clear would delete; they are written in seconds.
    if (await anImportIsUnwritten(tx)) throw new AppError('CONFLICT', REFUSALS.importStillWriting);
    const backup = await writeBackup(tx, { dir: ctx.backupDir, reason: 'clear', createdAt: ctx.clock.now(), signingKey: ctx.signingKey }).catch((error: unknown) => {
      throw error instanceof AppError ? new AppError(error.code, REFUSALS_WITH_VALUES.nothingDeleted(error.message)) : error;
    });
    const deleted = await deleteBusinessRows(tx);
    // The lock makes these equal; if they ever were not, rows would go that the backup does not hold.
    const unsaved = BUSINESS_TABLES.find((entry) => deleted[entry.name] !== backup.counts[entry.name]);
    if (unsaved) throw new Error(`${unsaved.name} changed between the backup and the delete`);
    const totalRecordsCleared = BUSINESS_TABLES.filter((entry) => entry.records).reduce((sum, entry) => sum + deleted[entry.name]!, 0);
    await recordAudit(tx, {
      action: 'database.clear',
      outcome: 'success',
      actorUserId: actor.userId,
      actorUsername: actor.username,
      clientAddress: actor.clientAddress,
      details: { backupFile: backup.file, deleted, totalRecordsCleared },
    });
    return { totalRecordsCleared, backupFile: backup.file };
  });
  // The chain starts over on purpose: the anchors of the one cleared are not looked for any more.
  await anchorChainHead(ctx.db, ctx.backupDir, ctx.signingKey, { kind: 'restart', at: ctx.clock.now(), reason: `clear, backed up in ${cleared.backupFile}` });
  return cleared;
}
