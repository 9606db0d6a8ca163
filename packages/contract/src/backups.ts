/**
 * Settings / Backup & Restore: the backups in the server's BACKUP_DIR, backing up now with progress,
 * verifying, downloading and restoring one, and the schedule in force.
 */
import { z } from 'zod';
import { problem } from './problems.js';
import { withValues } from './texts-with-values.js';

const count = z.number().int().nonnegative();
const isoTime = z.string();

/** Every backup's file name starts so; the rest is its time, e.g. weighbridge-backup-2026-11-21T20-15-00Z.json. */
export const BACKUP_FILE_PREFIX = 'weighbridge-backup-';

/**
 * A backup's file name as the server writes it, and nothing else: no folder, no `..`, no other file of
 * the folder, so that a name sent to the API can only ever name a backup.
 */
export const BACKUP_FILE_NAME = /^weighbridge-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d{1,4})?\.json$/;

export const backupFileParamsSchema = z.object({
  file: z.string().regex(BACKUP_FILE_NAME, problem('backupFile', { example: 'weighbridge-backup-2026-03-02T02-00-00Z.json' })),
});

/** Why a backup was written: on demand (the page or `npm run db -- backup`), by the schedule, or before a clear. */
export const BACKUP_REASONS = ['manual', 'scheduled', 'clear'] as const;
export const backupReasonSchema = z.enum(BACKUP_REASONS);
export type BackupReason = z.infer<typeof backupReasonSchema>;

/** A table's name as people read it: 'scale_documents' is 'scale documents'. */
export function tableLabel(name: string): string {
  return name.replaceAll('_', ' ');
}

export const backupSchema = z.object({
  file: z.string(),
  sizeBytes: count,
  /** Undefined fields below: the file is in the folder but cannot be read as a backup (see `problem`). */
  createdAt: isoTime.nullable(),
  reason: backupReasonSchema.nullable(),
  /** Rows per table, as the backup's header records them. */
  counts: z.record(z.string(), count).nullable(),
  /**
   * Whether the file carries an authentication code (format version 4 on). Older backups cannot be
   * authenticated: the page does not restore them (see BackupAuthentication).
   */
  hasAuthenticationCode: z.boolean(),
  problem: z.string().nullable(),
});
export type Backup = z.infer<typeof backupSchema>;

/** A backup being written on the server, or the last one written, with how far it has got. */
export const backupJobSchema = z.object({
  id: z.string(),
  reason: backupReasonSchema,
  state: z.enum(['running', 'done', 'failed']),
  startedAt: isoTime,
  finishedAt: isoTime.nullable(),
  tablesDone: count,
  tablesTotal: count,
  rowsDone: count,
  rowsTotal: count,
  file: z.string().nullable(),
  error: z.string().nullable(),
});
export type BackupJob = z.infer<typeof backupJobSchema>;

/** The outcome of the schedule's last attempt. */
export const scheduledBackupSchema = z.object({
  /** The scheduled time it was taken for. */
  slot: isoTime,
  /** When it finished or failed. */
  at: isoTime,
  outcome: z.enum(['success', 'failure']),
  file: z.string().nullable(),
  error: z.string().nullable(),
});
export type ScheduledBackup = z.infer<typeof scheduledBackupSchema>;

export const backupScheduleSchema = z.object({
  /** BACKUP_SCHEDULE as it is in force, e.g. 'daily 02:00', 'hourly' or 'off'. */
  schedule: z.string(),
  timeZone: z.string(),
  /** BACKUP_RETENTION: how many scheduled backups are kept. */
  retention: count,
  /** When the next scheduled backup is due; null when the schedule is off. */
  nextAt: isoTime.nullable(),
  last: scheduledBackupSchema.nullable(),
  /** When the schedule last wrote a backup; the last attempt may since have failed. */
  lastSuccessAt: isoTime.nullable(),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

/** GET /api/backups: newest first, with the backup being written and the schedule. */
export const backupsResponseSchema = z.object({
  data: z.array(backupSchema),
  job: backupJobSchema.nullable(),
  schedule: backupScheduleSchema,
  /** The folder on the server they are in. */
  backupDir: z.string(),
});
export type BackupsResponse = z.infer<typeof backupsResponseSchema>;

/** POST /api/backups (202): the backup has started; GET /api/backups follows it. */
export const startBackupResponseSchema = z.object({ job: backupJobSchema });

/**
 * What a backup's content says of where it comes from, once read through:
 * - authenticated: it matches the authentication code (HMAC-SHA-256 with a key derived from the site's
 *   document signing key) it was written with, so it is unchanged since this site wrote it;
 * - altered: it does not match its authentication code (or, in a version 3 file, its checksum): it was
 *   changed after it was written, or written with another signing key; the two cannot be told apart;
 * - unauthenticated: a file of format version 1 to 3, written before backups were authenticated, so a
 *   change to it cannot be told.
 */
export const BACKUP_AUTHENTICATIONS = ['authenticated', 'altered', 'unauthenticated'] as const;
export type BackupAuthentication = (typeof BACKUP_AUTHENTICATIONS)[number];

/** How the page and `npm run db -- verify` name each outcome. */
export const BACKUP_AUTHENTICATION_LABELS: Readonly<Record<BackupAuthentication, string>> = {
  authenticated: 'authenticated',
  altered: 'altered or other key',
  unauthenticated: 'not authenticated (old format)',
};

/** POST /api/backups/:file/verify: the file read through, its rows counted and its authentication code checked. */
export const backupVerificationSchema = z.object({
  file: z.string(),
  verified: z.boolean(),
  /** Null when the file could not be read through. */
  authentication: z.enum(BACKUP_AUTHENTICATIONS).nullable(),
  /** Rows the header records and rows the file holds, per table; empty when the file could not be read. */
  tables: z.array(z.object({ table: z.string(), recorded: count, found: count })),
  problems: z.array(z.string()),
});
export type BackupVerification = z.infer<typeof backupVerificationSchema>;
export const verifyBackupResponseSchema = z.object({ data: backupVerificationSchema });

/** The word the person restoring types to confirm it. */
export const RESTORE_CONFIRMATION = 'RESTORE';

export const restoreBackupRequestSchema = z.object({
  confirmation: z.literal(RESTORE_CONFIRMATION, { error: problem('word', { word: RESTORE_CONFIRMATION }) }),
  /**
   * Restore a backup that was changed after it was written all the same; the audit trail records it. A
   * backup that is not authenticated (written before format version 4) is never restored through the API.
   */
  acceptAltered: z.boolean().default(false),
});
export type RestoreBackupRequest = z.input<typeof restoreBackupRequestSchema>;

/** POST /api/backups/:file/restore: the rows restored per table. */
export const restoreBackupResponseSchema = z.object({ restored: z.record(z.string(), count), totalRowsRestored: count });
export type RestoreBackupResponse = z.infer<typeof restoreBackupResponseSchema>;

/** The refusal of a backup asked for while one is being written. */
export const BACKUP_BUSY_MESSAGE = 'A backup is being written now. Back up again once it has finished.';

/**
 * Why a backup file cannot be restored or verified, naming the file as the backup folder lists it. The
 * server's command line says the same.
 */
export const BACKUP_FILE_REFUSALS = {
  empty: withValues('{file} is empty', (file: string) => ({ file })),
  endsEarly: withValues('{file} ends early: the backup is incomplete', (file: string) => ({ file })),
  notABackup: withValues('{file} is not a weighbridge backup', (file: string) => ({ file })),
  formatVersion: withValues('{file} is a backup of format version {version}; this version of the application reads versions {versions}', (file: string, version: unknown, versions: readonly number[]) => ({
    file,
    version: String(version),
    versions: versions.join(', '),
  })),
  damagedAtLine: withValues('{file} is damaged at line {line}', (file: string, line: number) => ({ file, line })),
  unknownTable: withValues("{file} holds a table '{table}' that this database does not have", (file: string, table: string) => ({ file, table })),
  unreadableRow: withValues('{file} is damaged: a row of its {table} cannot be read', (file: string, table: string) => ({ file, table })),
  unreadableTable: withValues('{file} holds {table} that this database cannot read ({reason})', (file: string, table: string, reason: string) => ({ file, table, reason })),
  incomplete: withValues('{file} is incomplete: it should hold {expected} {table}, it holds {found}', (file: string, expected: number, table: string, found: number) => ({ file, expected, table, found })),
  unknownColumn: withValues("The backup's {table} have a column '{column}' that this database does not have", (table: string, column: string) => ({ table, column })),
  anotherDatabase: withValues(
    'This backup was made in another database: its users {users} are not users of this one. Restore it into the database it was made from.',
    (users: string) => ({ users }),
  ),
  notAuthenticated: withValues(
    '{file} is not authenticated: it was written before backups were authenticated (format version {version}), so nothing shows whether it was changed after it was written. Nothing was restored.',
    (file: string, version: unknown) => ({ file, version: String(version) }),
  ),
  /** A backup changed after it was written, with what was found changed. */
  altered: withValues('{altered} Nothing was restored.', (altered: string) => ({ altered })),
  notEmpty: withValues(
    'The database is not empty ({held}). A backup is restored only into an empty database: clear it first under Settings / Database.',
    (held: readonly string[]) => ({ held: held.join(', ') }),
  ),
} as const;
