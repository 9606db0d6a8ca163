/**
 * A fingerprint of the site's data: each business table's row count and a hash of its rows, plus the
 * signature chain's head and the stored answers of weighings. Equal fingerprints before and after a
 * refused call prove that the call changed nothing.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { getTableName, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database.js';
import { BUSINESS_TABLES, CHAIN_HEAD } from '../modules/database/business-tables.js';
import { roles, users } from '../db/schema.js';
import { idempotencyKeys } from '../db/tables/idempotency.js';

export type BusinessSnapshot = Record<string, { rows: number; hash: string }>;

const TABLES: readonly { name: string; table: PgTable }[] = [
  ...BUSINESS_TABLES,
  CHAIN_HEAD,
  { name: getTableName(idempotencyKeys), table: idempotencyKeys },
];

/** The accounts and roles, which a clear keeps and a sign-in changes (its time), apart from the business data. */
const ACCOUNT_TABLES: typeof TABLES = [
  { name: getTableName(users), table: users },
  { name: getTableName(roles), table: roles },
];

export function snapshotBusinessData(db: Db): Promise<BusinessSnapshot> {
  return snapshotTables(db, TABLES);
}

/** What a refused call must leave as it was: the business data, and the accounts and roles. */
export function snapshotSiteData(db: Db): Promise<BusinessSnapshot> {
  return snapshotTables(db, [...TABLES, ...ACCOUNT_TABLES]);
}

/**
 * One query for all the tables, since a fuzzing run takes a snapshot after every call: each table's row
 * count and an MD5 of its rows as JSON, in the order of their texts (which needs no key of the table).
 */
async function snapshotTables(db: Db, tables: typeof TABLES): Promise<BusinessSnapshot> {
  const perTable = tables.map(
    ({ name, table }) =>
      sql`select ${name}::text as name, count(*)::int as rows,
        md5(coalesce(string_agg(row_to_json(t)::text, chr(10) order by row_to_json(t)::text), '')) as hash from ${table} t`,
  );
  const rows = await queryRows<{ name: string; rows: number; hash: string }>(db, sql.join(perTable, sql` union all `));
  return Object.fromEntries(rows.map(({ name, ...table }) => [name, table]));
}
