/**
 * Each year's document number format on the System page: listed with how many numbers the year has issued
 * and the next one, and set for the current year or one ahead, audited. A change numbers only what comes
 * next: it is written on the year's counter under its row lock, the lock every issuer takes, so no number
 * is taken meanwhile; the numbers issued keep the text they were issued with.
 */
import {
  DOCUMENT_NUMBER_MESSAGES,
  documentNumberOf,
  type NumberFormat,
  NUMBER_FORMAT_YEARS_AHEAD,
  type YearNumbering,
} from '@weighbridge/contract/document-numbers';
import { and, eq, ne, sql } from 'drizzle-orm';
import { recordChange } from '../../db/audit-log.js';
import { type Db, type Executor, queryRows } from '../../db/database.js';
import { documentCounters, documentNumberFormats } from '../../db/tables/scale-documents.js';
import { lastSetFormat, yearFormat } from '../../ledger/number-formats.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { siteYear } from '../../lib/site-time.js';
import { readSiteProfile } from './profile.js';

type YearRow = { year: number; issued: number; counter_prefix: string | null; counter_digits: number | null; set_prefix: string | null; set_digits: number | null };

/** Every year that has numbers or a format, and the current year and the next, latest first. */
async function readYears(executor: Executor, currentYear: number, onlyYear?: number): Promise<YearNumbering[]> {
  const years = onlyYear
    ? sql`select ${onlyYear}::integer as year`
    : sql`select year from ${documentCounters} union select year from ${documentNumberFormats} union select ${currentYear}::integer union select ${currentYear + 1}::integer`;
  const rows = await queryRows<YearRow>(
    executor,
    sql`select y.year, coalesce(c.last_sequence, 0) as issued, c.prefix as counter_prefix, c.digits as counter_digits, f.prefix as set_prefix, f.digits as set_digits
        from (${years}) y left join ${documentCounters} c on c.year = y.year left join lateral ${lastSetFormat(sql`y.year`)} f on true
        order by y.year desc`,
  );
  return rows.map((row) => {
    const year = Number(row.year);
    const format = yearFormat(year, row);
    const issued = Number(row.issued);
    return { year, ...format, configured: row.counter_prefix !== null || row.set_prefix !== null, issued, next_number: documentNumberOf(format, issued + 1), editable: year >= currentYear };
  });
}

const currentSiteYear = async (executor: Executor, now: Date) => siteYear(now, (await readSiteProfile(executor)).timeZone);

export async function listDocumentNumbers(db: Db, now: Date): Promise<YearNumbering[]> {
  return readYears(db, await currentSiteYear(db, now));
}

/**
 * The year another year's numbers would share a prefix with: one whose format has (or had) it, or whose
 * default it is ('SD-2026-' is 2026's). Two years with one prefix would number two documents alike.
 */
async function yearWithPrefix(executor: Executor, year: number, prefix: string): Promise<number | undefined> {
  const defaultOf = /^SD-(\d{4})-$/.exec(prefix);
  if (defaultOf && Number(defaultOf[1]) !== year) return Number(defaultOf[1]);
  const [taken] = await executor
    .select({ year: documentNumberFormats.year })
    .from(documentNumberFormats)
    .where(and(eq(documentNumberFormats.prefix, prefix), ne(documentNumberFormats.year, year)))
    .limit(1);
  return taken?.year;
}

/** Sets a year's format for its numbers not issued yet, audited with the format it replaces. */
export async function saveDocumentNumberFormat(db: Db, input: NumberFormat & { year: number }, actor: Actor, now: Date): Promise<YearNumbering[]> {
  return db.transaction(async (tx) => {
    const currentYear = await currentSiteYear(tx, now);
    const { year, prefix, digits } = input;
    if (year < currentYear || year > currentYear + NUMBER_FORMAT_YEARS_AHEAD) throw new AppError('BAD_REQUEST', DOCUMENT_NUMBER_MESSAGES.pastYear(currentYear));
    // One change of format at a time, so that two years cannot take one prefix together; issuers only read the table.
    await tx.execute(sql`lock table ${documentNumberFormats} in exclusive mode`);
    const taken = await yearWithPrefix(tx, year, prefix);
    if (taken !== undefined) throw new AppError('CONFLICT', DOCUMENT_NUMBER_MESSAGES.prefixTaken(prefix, taken));
    const [before] = await readYears(tx, currentYear, year);
    const [counter] = await tx
      .insert(documentCounters)
      .values({ year, lastSequence: 0, prefix, digits })
      .onConflictDoUpdate({ target: documentCounters.year, set: { prefix, digits } })
      .returning({ lastSequence: documentCounters.lastSequence });
    const firstSequence = counter!.lastSequence + 1;
    await tx
      .insert(documentNumberFormats)
      .values({ year, firstSequence, prefix, digits, setAt: now, setBy: actor.userId })
      .onConflictDoUpdate({ target: [documentNumberFormats.year, documentNumberFormats.firstSequence], set: { prefix, digits, setAt: now, setBy: actor.userId } });
    await recordChange(tx, actor, {
      action: 'site.document_numbers',
      entityType: 'site',
      entityId: 1,
      before: { year, prefix: before!.prefix, digits: before!.digits },
      after: { year, prefix, digits, first_number: documentNumberOf({ prefix, digits }, firstSequence) },
    });
    return readYears(tx, currentYear);
  });
}
