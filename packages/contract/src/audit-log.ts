/**
 * Settings / Security, the audit trail: what the server records of every change, sign-in and refusal, how
 * each kind of event and record is named on the page and in the export, and the list's filters and paging.
 */
import { z } from 'zod';
import { datesInOrder, datesInOrderIssue, siteDateSchema, storableText } from './fields.js';
import { formatDateTime } from './formats.js';
import { periodFileName } from './spreadsheet-exports.js';
import { problem } from './problems.js';

/** How an event ended: done, refused for bad credentials or input, or refused for lack of permission or by the throttle. */
export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const AUDIT_OUTCOME_LABELS: Readonly<Record<AuditOutcome, string>> = {
  success: 'Success',
  failure: 'Failure',
  denied: 'Denied',
};

/** The kinds of record an event names (its `entityType`), as the page names them. */
export const AUDIT_RECORD_TYPE_LABELS: Readonly<Record<string, string>> = {
  audit_log: 'Audit trail',
  driver: 'Driver',
  loading_area: 'Loading area',
  material: 'Material',
  polygon: 'Polygon',
  reader: 'Reader',
  role: 'Role',
  scale: 'Scale',
  scale_document: 'Scale document',
  scheduled_backup: 'Scheduled backup',
  session: 'Session',
  sign_in_lockout: 'Sign-in lockout',
  tara_weighing: 'Tara weighing',
  unloading_station: 'Unloading station',
  user: 'User',
  vehicle: 'Vehicle',
};

/**
 * The kinds of record named by a moment, not a number: a scheduled backup is recorded against the time it
 * was due, its id that time in ISO form (which sorts as time does).
 */
const MOMENT_RECORD_TYPES: ReadonlySet<string> = new Set(['scheduled_backup']);

/**
 * A record's id as people read it: a moment at the site's clock, as every other time of the application
 * reads, for a record named by one; the id itself otherwise.
 * @example auditRecordIdText('scheduled_backup', '2026-11-28T01:00:00.000Z', 'Europe/Ljubljana') // 'Nov 28, 2026, 2:00 AM'
 */
export function auditRecordIdText(recordType: string | null, recordId: string, timeZone: string): string {
  return recordType !== null && MOMENT_RECORD_TYPES.has(recordType) ? formatDateTime(recordId, timeZone) : recordId;
}

/** The kinds of event the server records (their `action` keys), as the page and the export name them. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'auth.login': 'Sign-in',
  'auth.logout': 'Sign-out',
  'auth.login_password': 'Password right, code asked',
  'auth.login_code': 'Sign-in code',
  'permission.denied': 'Permission denied',
  'audit_log.export': 'Audit trail exported',
  'sign_in_lockout.unlock': 'Sign-in unlocked',
  'session.end': 'Session ended',
  'user.create': 'User created',
  'user.update': 'User updated',
  'user.deactivate': 'User deactivated',
  'user.reactivate': 'User reactivated',
  'user.password_reset': 'Password reset',
  'user.password_change': 'Password changed',
  'user.two_factor_enable': 'Two-factor sign-in turned on',
  'user.two_factor_disable': 'Two-factor sign-in turned off',
  'user.two_factor_reset': 'Two-factor sign-in reset',
  'user.recovery_codes_renew': 'Recovery codes renewed',
  'user.preferences': 'Appearance chosen',
  'role.create': 'Role created',
  'role.update': 'Role updated',
  'role.delete': 'Role deleted',
  'role.sync': 'Built-in role written from the matrix',
  'role.two_factor': 'Role two-factor requirement changed',
  'site.appearance': 'Site appearance defaults changed',
  'database.backup': 'Database backed up',
  'database.clear': 'Database cleared',
  'database.restore': 'Database restored',
  'database.restore_altered': 'Database restored from an altered backup',
  'vehicle.create': 'Vehicle created',
  'vehicle.update': 'Vehicle updated',
  'vehicle.delete': 'Vehicle deleted',
  'driver.create': 'Driver created',
  'driver.update': 'Driver updated',
  'driver.delete': 'Driver deleted',
  'material.create': 'Material created',
  'material.update': 'Material updated',
  'material.delete': 'Material deleted',
  'loading_area.create': 'Loading area created',
  'loading_area.update': 'Loading area updated',
  'loading_area.delete': 'Loading area deleted',
  'polygon.create': 'Polygon created',
  'polygon.update': 'Polygon updated',
  'polygon.delete': 'Polygon deleted',
  'unloading_station.create': 'Unloading station created',
  'unloading_station.update': 'Unloading station updated',
  'unloading_station.delete': 'Unloading station deleted',
  'scale.create': 'Scale created',
  'scale.update': 'Scale updated',
  'scale.capture_refused': 'Scale capture refused',
  'reader.create': 'Reader created',
  'reader.update': 'Reader updated',
  'rfid_card.assign': 'RFID card assigned',
  'tara_weighing.create': 'Tara weighed',
  'scale_document.create': 'Load weighed',
  'scale_document.create_manual': 'Document entered by hand',
  'scale_document.correct': 'Document corrected',
  'scale_document.void': 'Document voided',
  'scale_document.print': 'Ticket printed',
  'scale_document.export': 'Documents exported',
  'scale_document.import': 'Documents imported',
  'scale_document.import_accepted': 'Import accepted',
};

const words = (key: string) => key.replace(/_/g, ' ');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The label of a kind of record; one the catalogue does not know yet reads as its key in words.
 * @example auditRecordTypeLabel('loading_area') // 'Loading area'
 */
export function auditRecordTypeLabel(recordType: string): string {
  return AUDIT_RECORD_TYPE_LABELS[recordType] ?? capitalised(words(recordType));
}

/**
 * The label of a kind of event; one the catalogue does not know yet reads as its record and verb in words.
 * @example auditActionLabel('vehicle.update') // 'Vehicle updated'
 * @example auditActionLabel('role.grant_change') // 'Role: grant change'
 */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) return known;
  const dot = action.indexOf('.');
  return dot < 0 ? capitalised(words(action)) : `${auditRecordTypeLabel(action.slice(0, dot))}: ${words(action.slice(dot + 1))}`;
}

/** Rows on one page of the trail. */
export const AUDIT_LOG_PAGE_SIZE = 50;

/** An action or record type key as the server writes them: lower-case words joined by dots and underscores. */
const keySchema = z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/, 'must be a key such as vehicle.update').max(100, problem('atMostCharacters', { max: 100 }));

/**
 * The trail's filters, shared by its pages and its export: a username (any letter case; it also finds
 * sign-ins refused for a name no account has), a kind of event, a kind of record, and inclusive days in
 * the site's time zone.
 */
const auditFilterFields = {
  username: storableText(z.string().trim().min(1, problem('required')).max(100, problem('atMostCharacters', { max: 100 }))).optional(),
  action: keySchema.optional(),
  recordType: keySchema.optional(),
  startDate: siteDateSchema.optional(),
  endDate: siteDateSchema.optional(),
};

/**
 * Where the next page starts: the moment (microseconds since 1970) and id of the last row of the page
 * before. Newest first, so a row written while someone pages does not shift the pages.
 */
export const AUDIT_CURSOR_PATTERN = /^\d{1,17}-\d{1,19}$/;

/** GET /api/audit-log: one page of the filtered trail, newest first; `after` is the page before's `nextCursor`. */
export const auditLogQuerySchema = z
  .object({
    ...auditFilterFields,
    after: z.string().regex(AUDIT_CURSOR_PATTERN, 'must be the nextCursor of the page before').optional(),
    limit: z.coerce.number().int(problem('wholeNumber')).min(1, problem('atLeast', { min: 1 })).max(200, problem('atMost', { max: 200 })).default(AUDIT_LOG_PAGE_SIZE),
  })
  .refine(datesInOrder, datesInOrderIssue);
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

/** GET /api/audit-log/export.xlsx: every row the filters match, not only a page. */
export const auditLogExportQuerySchema = z.object(auditFilterFields).refine(datesInOrder, datesInOrderIssue);
export type AuditLogExportQuery = z.input<typeof auditLogExportQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  occurredAt: z.string(),
  /** The account's name today, when the event names an account. */
  userName: z.string().nullable(),
  /** The username as the event recorded it (for a refused sign-in, as it was typed). */
  username: z.string().nullable(),
  action: z.string(),
  outcome: z.string(),
  recordType: z.string().nullable(),
  recordId: z.string().nullable(),
  clientAddress: z.string().nullable(),
  /** A change's `before` and `after`, and whatever else the event recorded. */
  details: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  pagination: z.object({
    limit: z.number().int(),
    /** Rows matching the filters, on every page. */
    total: z.number().int(),
    /** The `after` of the next page, or null on the last. */
    nextCursor: z.string().nullable(),
  }),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** audit-trail-2026-11-01_2026-11-30.xlsx, -from-<start>, -to-<end>, or audit-trail-all.xlsx. */
export function auditExportFileName(range: { startDate?: string | undefined; endDate?: string | undefined }): string {
  return periodFileName('audit-trail', range);
}

/** The export's column headers, in order. */
export const AUDIT_EXPORT_HEADERS = [
  'When',
  'Name',
  'Username',
  'Event',
  'Event key',
  'Outcome',
  'Address',
  'Record type',
  'Record ID',
  'Before',
  'After',
  'Details',
] as const;

/**
 * A change's before and after, and the rest of what an event recorded, each as it is shown: null when the
 * event recorded none of it.
 */
export function auditDetailParts(details: unknown): { before: unknown; after: unknown; other: Record<string, unknown> | null } {
  if (details === null || typeof details !== 'object' || Array.isArray(details)) {
    return { before: null, after: null, other: details === null || details === undefined ? null : { value: details } };
  }
  const { before = null, after = null, ...rest } = details as Record<string, unknown>;
  return { before, after, other: Object.keys(rest).length > 0 ? rest : null };
}
