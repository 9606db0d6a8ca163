/**
 * The sentences of the Backup & Restore page in the language it is shown in, with their numbers and dates
 * written in that language too: `useBackupTexts().progress(job)` reads 'Writing a manual backup: 5 of 13
 * tables, 1,200 of 4,031 rows'.
 */
import type { Backup, BackupJob, BackupReason, BackupVerification } from '@weighbridge/contract/backups';
import { useIntl } from 'react-intl';
import { useFormat } from '../../lib/use-format';
import { authenticationMessages, outcomeMessages, reasonMessages, restoreMessages, scheduleMessages, tableMessages } from './messages';

/** The rows a backup holds in all, from its header. */
export function totalRows(backup: Backup): number {
  return Object.values(backup.counts ?? {}).reduce((sum, rows) => sum + rows, 0);
}

export function useBackupTexts() {
  const intl = useIntl();
  const { formatNumber } = useFormat();
  return {
    reason: (reason: BackupReason) => intl.formatMessage(reasonMessages[reason]),
    /** How far the backup being written has got. */
    progress: (job: BackupJob) =>
      intl.formatMessage(outcomeMessages.progress, {
        reason: job.reason,
        tablesDone: formatNumber(job.tablesDone),
        tablesTotal: formatNumber(job.tablesTotal),
        rowsDone: formatNumber(job.rowsDone),
        rowsTotal: formatNumber(job.rowsTotal),
      }),
    written: (file: string) => intl.formatMessage(outcomeMessages.written, { file }),
    failed: (error: string) => intl.formatMessage(outcomeMessages.failed, { error }),
    restored: (file: string, rows: number) => intl.formatMessage(outcomeMessages.restored, { file, rows: formatNumber(rows) }),
    /** The outcome of a verification in a sentence; the problems, if any, follow it as a list. */
    verification: (verification: BackupVerification) =>
      intl.formatMessage(verification.verified ? outcomeMessages.verified : outcomeMessages.notVerified, { file: verification.file }),
    /**
     * What the Authentication column says of a backup: the outcome of its verification once it is verified
     * ('authenticated', 'altered or other key', 'not authenticated (old format)'), else what its header says.
     */
    authentication(backup: Backup, verification: BackupVerification | undefined): string {
      if (verification?.authentication) return intl.formatMessage(authenticationMessages[verification.authentication]);
      if (backup.hasAuthenticationCode) return intl.formatMessage(tableMessages.authenticationCode);
      return intl.formatMessage(authenticationMessages.unauthenticated);
    },
    schedule: (schedule: string, timeZone: string) => intl.formatMessage(scheduleMessages.scheduleValue, { schedule, timeZone }),
    scheduledFailure: (due: string, at: string, error: string) => intl.formatMessage(scheduleMessages.failure, { due, at, error }),
    /** How many scheduled backups are kept, and where. */
    keeping: (retention: number, folder: string) =>
      `${intl.formatMessage(scheduleMessages.retention, { retention: formatNumber(retention) })} ${intl.formatMessage(scheduleMessages.folder, { folder })}`,
    restoreQuestion: (backup: Backup, when: string) => intl.formatMessage(restoreMessages.question, { file: backup.file, when }),
    /** When a backup was written, with its reason in the sentence: '(manual)'. */
    writtenAt: (when: string, reason: BackupReason | null) => (reason ? intl.formatMessage(restoreMessages.writtenWithReason, { when, reason }) : when),
    unauthenticatedRestore: (file: string) => intl.formatMessage(restoreMessages.unauthenticated, { file }),
  };
}
