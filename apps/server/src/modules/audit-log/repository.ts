/**
 * Reading the audit trail: the rows a filter matches, newest first, a page at a time by keyset (the moment
 * and id of the last row shown), and their count. Each filter has an index that reads its rows already in
 * the trail's order (migration 0022), so a page costs the same on the first day and after years.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { withinSiteDays } from '../../db/site-days.js';

export type AuditFilter = {
  username?: string | undefined;
  action?: string | undefined;
  recordType?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  timeZone: string;
  /** Only rows up to this id: an export reads what there was when it was asked for, not what is written meanwhile. */
  throughId?: number | undefined;
};

/** Where a page starts: after the row with this moment (microseconds since 1970) and id. */
export type AuditCursor = { micros: string; id: string };

export type AuditRow = {
  id: number;
  occurredAt: Date;
  userName: string | null;
  username: string | null;
  action: string;
  outcome: string;
  recordType: string | null;
  recordId: string | null;
  clientAddress: string | null;
  details: unknown;
  /** The moment in whole microseconds, as text: the next page's cursor (a Date keeps only milliseconds). */
  micros: string;
};

const OCCURRED_MICROS = sql`(extract(epoch from a.occurred_at) * 1000000)::bigint`;

/** The cursor's moment back as a timestamp, exactly: whole microseconds added to the epoch. */
const cursorMoment = (micros: string) => sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

export function auditConditions(filter: AuditFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.username) conditions.push(sql`lower(a.actor_username) = lower(${filter.username})`);
  if (filter.action) conditions.push(sql`a.action = ${filter.action}`);
  if (filter.recordType) conditions.push(sql`a.entity_type = ${filter.recordType}`);
  conditions.push(...withinSiteDays(sql`a.occurred_at`, filter));
  if (filter.throughId !== undefined) conditions.push(sql`a.id <= ${filter.throughId}`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

/** Up to `limit` rows after the cursor (or the newest), newest first. */
export async function auditRows(executor: Executor, filter: AuditFilter, limit: number, after?: AuditCursor): Promise<AuditRow[]> {
  const start = after ? sql`and (a.occurred_at, a.id) < (${cursorMoment(after.micros)}, ${after.id}::bigint)` : sql``;
  const rows = await queryRows<AuditRow & { id: number | string }>(
    executor,
    sql`select a.id, a.occurred_at as "occurredAt", u.name as "userName", a.actor_username as username, a.action, a.outcome,
          a.entity_type as "recordType", a.entity_id as "recordId", a.client_address as "clientAddress", a.details,
          ${OCCURRED_MICROS}::text as micros
        from audit_log a left join users u on u.id = a.actor_user_id
        where ${auditConditions(filter)} ${start}
        order by a.occurred_at desc, a.id desc
        limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), occurredAt: new Date(row.occurredAt) }));
}

export async function countAuditRows(executor: Executor, filter: AuditFilter): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(executor, sql`select count(*) as total from audit_log a where ${auditConditions(filter)}`);
  return Number(row?.total ?? 0);
}

/** The id of the newest row, 0 for an empty trail. */
export async function lastAuditId(executor: Executor): Promise<number> {
  const [row] = await queryRows<{ id: number | string | null }>(executor, sql`select max(id) as id from audit_log`);
  return Number(row?.id ?? 0);
}

/** The cursor of the page after a row. */
export const cursorAfter = (row: Pick<AuditRow, 'micros' | 'id'>): string => `${row.micros}-${row.id}`;

export function readCursor(text: string): AuditCursor {
  const [micros, id] = text.split('-') as [string, string];
  return { micros, id };
}

/** Every row the filter matches, newest first, read a batch at a time by keyset: each batch one short statement. */
export async function* everyAuditRow(executor: Executor, filter: AuditFilter, batchRows = 2000): AsyncGenerator<AuditRow> {
  let after: AuditCursor | undefined;
  for (;;) {
    const batch = await auditRows(executor, filter, batchRows, after);
    yield* batch;
    if (batch.length < batchRows) return;
    after = readCursor(cursorAfter(batch.at(-1)!));
  }
}
