/** Columns every business table carries. */
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was created and last changed; updated_at moves on every update made through drizzle. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
};

/** `column in ('a', 'b')` for a check constraint over a fixed list from the contract (never user input). */
export function oneOfCheck(column: string, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql.raw(`"${column}" in (${list})`);
}
