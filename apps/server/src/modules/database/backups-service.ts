/**
 * Settings / Backup & Restore: the backups of BACKUP_DIR with the one being written and the schedule;
 * backing up now, downloading, verifying and restoring, each in the audit trail. A restore is the command
 * line's (restore.ts), with its rules and checks; its messages name the file as the page shows it.
 */
import path from 'node:path';
import type { BackupJob, BackupsResponse, BackupVerification, RestoreBackupResponse } from '@weighbridge/contract/backups';
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../db/audit-log.js';
import type { Actor } from '../../lib/actor.js';
import type { BackupSchedule } from '../../lib/backup-schedule.js';
import { AppError } from '../../lib/errors.js';
import { auditedAs } from './backup.js';
import { BackupFileError } from './backup-file.js';
import { backupPath, listBackups } from './backup-folder.js';
import type { BackupJobs } from './backup-jobs.js';
import type { BackupScheduler } from './backup-scheduler.js';
import { verifyBackup } from './backup-verify.js';
import { lastScheduledBackup, type ScheduledBackupRecord } from './repository.js';
import { restoreBackup, RestoreRefusedError } from './restore.js';

export type BackupsContext = {
  db: Db;
  backupDir: string;
  signingKey: string;
  jobs: BackupJobs;
  scheduler: BackupScheduler;
  schedule: BackupSchedule;
  retention: number;
  timeZone: string;
};

export async function backupsAnswer(ctx: BackupsContext): Promise<BackupsResponse> {
  const [backups, last, lastSuccess] = await Promise.all([listBackups(ctx.backupDir), lastScheduledBackup(ctx.db), lastScheduledBackup(ctx.db, 'success')]);
  return {
    data: backups,
    job: ctx.jobs.current(),
    backupDir: ctx.backupDir,
    schedule: {
      schedule: ctx.schedule.text,
      timeZone: ctx.timeZone,
      retention: ctx.retention,
      nextAt: ctx.scheduler.nextAt()?.toISOString() ?? null,
      last: last ? scheduledAnswer(last) : null,
      lastSuccessAt: lastSuccess?.at.toISOString() ?? null,
    },
  };
}

function scheduledAnswer(record: ScheduledBackupRecord) {
  const details = (record.details ?? {}) as { backupFile?: string; error?: string };
  return {
    slot: record.slot,
    at: record.at.toISOString(),
    outcome: record.outcome === 'success' ? ('success' as const) : ('failure' as const),
    file: details.backupFile ?? null,
    error: details.error ?? null,
  };
}

export function startBackup(ctx: BackupsContext, actor: Actor): BackupJob {
  return ctx.jobs.start(actor);
}

/** The path of a backup to send, recorded in the audit trail: whoever downloads one takes the site's data away. */
export async function backupToDownload(ctx: BackupsContext, name: string, actor: Actor): Promise<string> {
  const file = await backupPath(ctx.backupDir, name);
  await recordAudit(ctx.db, { action: 'database.backup_download', outcome: 'success', ...auditedAs(actor), details: { backupFile: name } });
  return file;
}

export async function verifyBackupFile(ctx: BackupsContext, name: string, actor: Actor): Promise<BackupVerification> {
  const verification = await verifyBackup(await backupPath(ctx.backupDir, name), name, ctx.signingKey);
  await recordAudit(ctx.db, {
    action: 'database.backup_verify',
    outcome: verification.verified ? 'success' : 'failure',
    ...auditedAs(actor),
    details: { backupFile: name, authentication: verification.authentication, problems: verification.problems },
  });
  return verification;
}

/**
 * Restores a backup into the empty database. Refused (409) into one that holds data, from another site's
 * backup, from a damaged one, and from one that is not authenticated (an old format: only the command line
 * restores those); a backup changed after it was written is refused with 422 unless accepted.
 */
export async function restoreBackupFile(ctx: BackupsContext, name: string, acceptAltered: boolean, actor: Actor): Promise<RestoreBackupResponse> {
  const file = await backupPath(ctx.backupDir, name);
  const named = (message: string) => message.replaceAll(file, name).replaceAll(path.dirname(file), 'the backup folder');
  try {
    const restored = await restoreBackup(ctx.db, file, actor, { signingKey: ctx.signingKey, backupDir: ctx.backupDir, acceptAltered, acceptUnauthenticated: false });
    return { restored, totalRowsRestored: Object.values(restored).reduce((sum, rows) => sum + rows, 0) };
  } catch (error) {
    if (error instanceof RestoreRefusedError && error.kind === 'unauthenticated') {
      throw new AppError('CONFLICT', REFUSALS_WITH_VALUES.restoreFromCommandLine(named(error.message), name));
    }
    if (error instanceof RestoreRefusedError) throw new AppError(error.kind === 'altered' ? 'UNPROCESSABLE' : 'CONFLICT', named(error.message));
    if (error instanceof BackupFileError) throw new AppError('CONFLICT', named(error.message));
    throw error;
  }
}
