/**
 * The words of the Backup & Restore page, written once. The spec has none for this page; they follow the
 * Database page's manner: title-case buttons, a sentence that says what happens, the server's own message
 * when it refuses.
 */
import { type Backup, BACKUP_AUTHENTICATION_LABELS, type BackupJob, type BackupReason, type BackupVerification } from '@weighbridge/contract/backups';
import { formatNumber } from '../../lib/format';

export const REASON_LABELS: Record<BackupReason, string> = { manual: 'Manual', scheduled: 'Scheduled', clear: 'Before clear' };

export const BACKUP_TEXTS = {
  title: 'Backup & Restore',
  backUpNow: 'Back Up Now',
  backingUp: 'Backing Up...',
  loadFailed: 'Failed to load backups',
  startFailed: 'Failed to start the backup',
  downloadFailed: 'Failed to download the backup',
  verifyFailed: 'Failed to verify the backup',
  restoreFailed: 'Failed to restore the backup',
  noBackups: 'No backups yet',
  authenticationColumn: 'Authentication',
  /** A backup whose header says it carries an authentication code, before it is verified. */
  authenticationCode: 'HMAC-SHA-256',
  scheduleTitle: 'Scheduled Backups',
  schedule: 'Schedule',
  nextScheduled: 'Next scheduled backup',
  lastScheduled: 'Last scheduled backup',
  scheduledFailed: 'Scheduled backup failed',
  scheduleOff: 'Off: the server takes no backups by itself (BACKUP_SCHEDULE)',
  noScheduledBackup: 'None yet',
  restoreTitle: 'Restore Backup',
  confirmationLabel: 'Type RESTORE to confirm',
  acceptAltered: 'Restore it all the same; the audit trail records that it was changed',
  download: 'Download',
  verify: 'Verify',
  verified: 'Verified',
  verificationFailed: 'Failed',
  restore: 'Restore',
  restoring: 'Restoring...',
  cancel: 'Cancel',
} as const;

/**
 * What the restore dialog says of a backup of an old format, which the page will not restore: the server
 * would refuse it, so the dialog says why before anyone types RESTORE.
 */
export function unauthenticatedRestoreText(file: string): string {
  return (
    `${file} is not authenticated: it was written before backups were authenticated, so a change to it would go unnoticed. ` +
    `The page restores only authenticated backups; on the server, npm run db -- restore ${file} --accept-unauthenticated restores it all the same.`
  );
}

export const backupFolderText = (folder: string) => `Backups are kept on the server in ${folder}.`;

export const retentionText = (retention: number) =>
  `The newest ${formatNumber(retention)} scheduled backups are kept; older scheduled ones are deleted. Manual backups and those written before a clear are never deleted.`;

export const scheduleText = (schedule: string, timeZone: string) => `${schedule} (${timeZone} time)`;

export const scheduledFailureText = (due: string, at: string, error: string) => `The scheduled backup due ${due} failed at ${at}: ${error}`;

/** How far the backup being written has got, e.g. 'Writing a manual backup: 5 of 13 tables, 1,200 of 4,031 rows'. */
export function progressText(job: BackupJob): string {
  return `Writing a ${REASON_LABELS[job.reason].toLowerCase()} backup: ${formatNumber(job.tablesDone)} of ${formatNumber(job.tablesTotal)} tables, ${formatNumber(job.rowsDone)} of ${formatNumber(job.rowsTotal)} rows`;
}

export const backupWrittenText = (file: string) => `Backup written: ${file}`;
export const backupFailedText = (error: string) => `The backup failed: ${error}`;

export function restoredText(file: string, rows: number): string {
  return `Restored ${file}: ${formatNumber(rows)} rows are back.`;
}

/** The rows a backup holds in all, from its header. */
export function totalRows(backup: Backup): number {
  return Object.values(backup.counts ?? {}).reduce((sum, rows) => sum + rows, 0);
}

export function restoreQuestion(backup: Backup, when: string): string {
  return (
    `Restore ${backup.file}, written ${when}? A backup is restored only into an empty database: clear it first under Settings / Database ` +
    '(which writes a backup of what it deletes). The records come back as they were, with their numbers and signatures; users and the audit trail stay as they are.'
  );
}

/** The outcome of a verification in a sentence; the problems, if any, follow it as a list. */
export function verificationText(verification: BackupVerification): string {
  if (!verification.verified) return `${verification.file} failed verification:`;
  return `${verification.file} verified: it is authenticated (written with this site's key and unchanged since) and every table holds the rows its header records.`;
}

/**
 * What the Authentication column says of a backup: the outcome of its verification once it is verified
 * ('authenticated', 'altered or other key', 'not authenticated (old format)'), else what its header says.
 */
export function authenticationText(backup: Backup, verification: BackupVerification | undefined): string {
  if (verification?.authentication) return BACKUP_AUTHENTICATION_LABELS[verification.authentication];
  return backup.hasAuthenticationCode ? BACKUP_TEXTS.authenticationCode : BACKUP_AUTHENTICATION_LABELS.unauthenticated;
}
