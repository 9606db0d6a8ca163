/**
 * The words of the Backup & Restore page. The spec has none for this page; they follow the Database page's
 * manner: title-case buttons, a sentence that says what happens, the server's own message when it refuses.
 */
import { BACKUP_AUTHENTICATION_LABELS } from '@weighbridge/contract/backups';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { textMessages } from '../../lib/contract-messages';

export const backupMessages = defineMessages({
  title: { id: 'backups.page.title', defaultMessage: 'Backup & Restore' },
  refresh: { id: 'backups.page.refresh', defaultMessage: 'Refresh' },
  backUpNow: { id: 'backups.page.backUpNow', defaultMessage: 'Back Up Now' },
  backingUp: { id: 'backups.page.backingUp', defaultMessage: 'Backing Up...' },
  closeMessage: { id: 'backups.page.closeMessage', defaultMessage: 'Close message' },
  loadFailed: { id: 'backups.page.loadFailed', defaultMessage: 'Failed to load backups' },
  startFailed: { id: 'backups.page.startFailed', defaultMessage: 'Failed to start the backup' },
  downloadFailed: { id: 'backups.page.downloadFailed', defaultMessage: 'Failed to download the backup' },
  verifyFailed: { id: 'backups.page.verifyFailed', defaultMessage: 'Failed to verify the backup' },
  restoreFailed: { id: 'backups.page.restoreFailed', defaultMessage: 'Failed to restore the backup' },
  progress: { id: 'backups.page.progress', defaultMessage: 'Backup progress' },
});

export const tableMessages = defineMessages({
  label: { id: 'backups.table.label', defaultMessage: 'Backups' },
  file: { id: 'backups.table.file', defaultMessage: 'File' },
  created: { id: 'backups.table.created', defaultMessage: 'Created' },
  reason: { id: 'backups.table.reason', defaultMessage: 'Reason' },
  size: { id: 'backups.table.size', defaultMessage: 'Size' },
  rows: { id: 'backups.table.rows', defaultMessage: 'Rows' },
  authentication: { id: 'backups.table.authentication', defaultMessage: 'Authentication' },
  actions: { id: 'backups.table.actions', defaultMessage: 'Actions' },
  noBackups: { id: 'backups.table.noBackups', defaultMessage: 'No backups yet' },
  /** A backup whose header says it carries an authentication code, before it is verified. */
  authenticationCode: { id: 'backups.table.authenticationCode', defaultMessage: 'HMAC-SHA-256' },
  verified: { id: 'backups.table.verified', defaultMessage: 'Verified' },
  verificationFailed: { id: 'backups.table.verificationFailed', defaultMessage: 'Failed' },
  download: { id: 'backups.table.download', defaultMessage: 'Download' },
  verify: { id: 'backups.table.verify', defaultMessage: 'Verify' },
  restore: { id: 'backups.table.restore', defaultMessage: 'Restore' },
});

export const tableTexts = {
  rowsPerTable: defineMessage<{ file: string }>({ id: 'backups.table.rowsPerTable', defaultMessage: 'Rows per table of {file}' }),
  /** An action's name for screen readers: what it does and to which file. */
  actionOn: defineMessage<{ action: string; file: string }>({ id: 'backups.table.actionOn', defaultMessage: '{action} {file}' }),
  tableRows: defineMessage<{ table: string; rows: string; b: MessageTag }>({ id: 'backups.table.tableRows', defaultMessage: '{table}: <b>{rows}</b>' }),
};

/** What the Authentication column says of a verified backup (the contract's BACKUP_AUTHENTICATION_LABELS). */
export const authenticationMessages = textMessages('backups.authentication', BACKUP_AUTHENTICATION_LABELS);

export const reasonMessages = defineMessages({
  manual: { id: 'backups.reason.manual', defaultMessage: 'Manual' },
  scheduled: { id: 'backups.reason.scheduled', defaultMessage: 'Scheduled' },
  clear: { id: 'backups.reason.clear', defaultMessage: 'Before clear' },
});

/** Outcomes the page says in a sentence. The counts are written by the page in its language. */
export const outcomeMessages = {
  progress: defineMessage<{ reason: string; tablesDone: string; tablesTotal: string; rowsDone: string; rowsTotal: string }>({
    id: 'backups.outcome.progress',
    defaultMessage:
      '{reason, select, manual {Writing a manual backup} scheduled {Writing a scheduled backup} other {Writing a before clear backup}}: {tablesDone} of {tablesTotal} tables, {rowsDone} of {rowsTotal} rows',
  }),
  written: defineMessage<{ file: string }>({ id: 'backups.outcome.written', defaultMessage: 'Backup written: {file}' }),
  failed: defineMessage<{ error: string }>({ id: 'backups.outcome.failed', defaultMessage: 'The backup failed: {error}' }),
  restored: defineMessage<{ file: string; rows: string }>({ id: 'backups.outcome.restored', defaultMessage: 'Restored {file}: {rows} rows are back.' }),
  verified: defineMessage<{ file: string }>({
    id: 'backups.outcome.verified',
    defaultMessage:
      "{file} verified: it is authenticated (written with this site''s key and unchanged since) and every table holds the rows its header records.",
  }),
  notVerified: defineMessage<{ file: string }>({ id: 'backups.outcome.notVerified', defaultMessage: '{file} failed verification:' }),
};

export const scheduleMessages = {
  scheduleValue: defineMessage<{ schedule: string; timeZone: string }>({ id: 'backups.schedule.scheduleValue', defaultMessage: '{schedule} ({timeZone} time)' }),
  failure: defineMessage<{ due: string; at: string; error: string }>({
    id: 'backups.schedule.failure',
    defaultMessage: 'The scheduled backup due {due} failed at {at}: {error}',
  }),
  retention: defineMessage<{ retention: string }>({
    id: 'backups.schedule.retention',
    defaultMessage:
      'The newest {retention} scheduled backups are kept; older scheduled ones are deleted. Manual backups and those written before a clear are never deleted.',
  }),
  folder: defineMessage<{ folder: string }>({ id: 'backups.schedule.folder', defaultMessage: 'Backups are kept on the server in {folder}.' }),
  ...defineMessages({
    title: { id: 'backups.schedule.title', defaultMessage: 'Scheduled Backups' },
    schedule: { id: 'backups.schedule.schedule', defaultMessage: 'Schedule' },
    next: { id: 'backups.schedule.next', defaultMessage: 'Next scheduled backup' },
    last: { id: 'backups.schedule.last', defaultMessage: 'Last scheduled backup' },
    lastFailed: { id: 'backups.schedule.lastFailed', defaultMessage: 'Scheduled backup failed' },
    off: { id: 'backups.schedule.off', defaultMessage: 'Off: the server takes no backups by itself (BACKUP_SCHEDULE)' },
    none: { id: 'backups.schedule.none', defaultMessage: 'None yet' },
  }),
};

export const restoreMessages = {
  question: defineMessage<{ file: string; when: string }>({
    id: 'backups.restore.question',
    defaultMessage:
      'Restore {file}, written {when}? A backup is restored only into an empty database: clear it first under Settings / Database (which writes a backup of what it deletes). The records come back as they were, with their numbers and signatures; users and the audit trail stay as they are.',
  }),
  /** When a backup was written, with its reason: '2 Mar 2026, 09:00 (manual)'. */
  writtenWithReason: defineMessage<{ when: string; reason: string }>({
    id: 'backups.restore.writtenWithReason',
    defaultMessage: '{when} ({reason, select, manual {manual} scheduled {scheduled} other {before clear}})',
  }),
  /**
   * What the dialog says of a backup of an old format, which the page will not restore: the server would
   * refuse it, so the dialog says why before anyone types RESTORE.
   */
  unauthenticated: defineMessage<{ file: string }>({
    id: 'backups.restore.unauthenticated',
    defaultMessage:
      '{file} is not authenticated: it was written before backups were authenticated, so a change to it would go unnoticed. The page restores only authenticated backups; on the server, npm run db -- restore {file} --accept-unauthenticated restores it all the same.',
  }),
  ...defineMessages({
    title: { id: 'backups.restore.title', defaultMessage: 'Restore Backup' },
    confirmationLabel: { id: 'backups.restore.confirmationLabel', defaultMessage: 'Type RESTORE to confirm' },
    acceptAltered: { id: 'backups.restore.acceptAltered', defaultMessage: 'Restore it all the same; the audit trail records that it was changed' },
    restore: { id: 'backups.restore.restore', defaultMessage: 'Restore' },
    restoring: { id: 'backups.restore.restoring', defaultMessage: 'Restoring...' },
    cancel: { id: 'backups.restore.cancel', defaultMessage: 'Cancel' },
    closeDialog: { id: 'backups.restore.closeDialog', defaultMessage: 'Close dialog' },
  }),
};
