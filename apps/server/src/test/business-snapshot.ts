/**
 * A fingerprint of the site's data: each business table's row count and a hash of its rows, plus the
 * signature chain's head and the stored answers of weighings. Equal fingerprints before and after a
 * refused call prove that the call changed nothing.
 */
import { createHash } from 'node:crypto';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getTableName } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { BUSINESS_TABLES, CHAIN_HEAD } from '../modules/database/business-tables.js';
import { roles, users } from '../db/schema.js';
import { idempotencyKeys } from '../db/tables/idempotency.js';

export type BusinessSnapshot = Record<string, { rows: number; hash: string }>;

const TABLES: readonly { name: string; table: PgTable; key?: PgColumn }[] = [
  ...BUSINESS_TABLES,
  CHAIN_HEAD,
  { name: getTableName(idempotencyKeys), table: idempotencyKeys },
];

/** The accounts and roles, which a clear keeps and a sign-in changes (its time), apart from the business data. */
const ACCOUNT_TABLES: typeof TABLES = [
  { name: getTableName(users), table: users, key: users.id },
  { name: getTableName(roles), table: roles, key: roles.name },
];

export function snapshotBusinessData(db: Db): Promise<BusinessSnapshot> {
  return snapshotTables(db, TABLES);
}

/** What a refused call must leave as it was: the business data, and the accounts and roles. */
export function snapshotSiteData(db: Db): Promise<BusinessSnapshot> {
  return snapshotTables(db, [...TABLES, ...ACCOUNT_TABLES]);
}

async function snapshotTables(db: Db, tables: typeof TABLES): Promise<BusinessSnapshot> {
  const snapshot: BusinessSnapshot = {};
  for (const { name, table, key } of tables) {
    const query = db.select().from(table);
    const rows = (await (key ? query.orderBy(key) : query)) as unknown[];
    // Without a key the order is not fixed: the sorted texts of the rows are.
    const texts = rows.map((row) => JSON.stringify(row));
    if (!key) texts.sort();
    snapshot[name] = { rows: rows.length, hash: createHash('sha256').update(texts.join('\n')).digest('hex') };
  }
  return snapshot;
}
