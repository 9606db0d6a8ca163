/**
 * Field schemas the request contracts share: texts, amounts, ids, dates. Each refuses what its database
 * column cannot hold as given, so that no route meets a database error on input of a valid shape. Their
 * messages leave the field out: the server and the forms put the field's label in front ('Registration Number
 * is required', see field-labels.ts).
 */
import { z } from 'zod';
import { formatQuantity } from './numbers.js';
import { problem } from './problems.js';

/** The largest id a record can have (a PostgreSQL integer). */
const MAX_RECORD_ID = 2_147_483_647;

/**
 * The years the site's records, date filters and reports span: from 2000 to the year after the current
 * one. The material reports ask for whole years in it; a date outside it is refused wherever it is typed.
 */
export const FIRST_REPORT_YEAR = 2000;

/** The last year a date or report may fall in: the one after `currentYear` (the machine's, unless given). */
export function lastReportYear(currentYear = new Date().getUTCFullYear()): number {
  return currentYear + 1;
}

/** The first and last day a date input may offer (YYYY-MM-DD), so that a picker shows only the site's years. */
export function siteDateBounds(currentYear?: number): { min: string; max: string } {
  return { min: `${FIRST_REPORT_YEAR}-01-01`, max: `${lastReportYear(currentYear)}-12-31` };
}

/** Why a year is out of the site's years, or undefined when it is in them. */
export function reportYearProblem(year: number, currentYear?: number): string | undefined {
  const last = lastReportYear(currentYear);
  return year >= FIRST_REPORT_YEAR && year <= last ? undefined : problem('between', { min: FIRST_REPORT_YEAR, max: last });
}

/** 'is required' for a value left out, else the problem of a value of the wrong kind. */
export const missingOr = (kind: 'text' | 'number' | 'wholeNumber') => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? problem('required') : problem(kind);

/**
 * A number the record must have: a field left empty (undefined or null, as a form sends an empty number
 * input) 'is required', anything else that is not a number 'must be a number'.
 */
export function requiredNumber() {
  return z.number({ error: missingOr('number') });
}

/** A UTF-16 surrogate without its partner, which a JSON body can carry (`"\ud800"`) and no UTF-8 text can hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the database can store a text as it is: no NUL character and no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** Any text a request carries, refused when the database could not store it. */
export function storableText<Schema extends z.ZodString>(schema: Schema): Schema {
  return schema.refine(isStorableText, problem('unstorable'));
}

/** Text the user must fill in: trimmed, and not empty once trimmed. */
export function requiredText(maxLength: number) {
  return storableText(
    z
      .string({ error: missingOr('text') })
      .trim()
      .min(1, problem('required'))
      .max(maxLength, problem('atMostCharacters', { max: formatQuantity(maxLength) })),
  );
}

/** Text that may be left out: trimmed; empty or absent is stored as null. */
export function optionalText(maxLength: number) {
  return storableText(
    z
      .string({ error: problem('text') })
      .trim()
      .max(maxLength, problem('atMostCharacters', { max: formatQuantity(maxLength) })),
  )
    .nullish()
    .transform((value) => (value ? value : null));
}

/** The largest amount a numeric(12,2) column, where weights, capacities and prices are kept, holds. */
export const MAX_STORED_AMOUNT = 9_999_999_999.99;

const TWO_DECIMALS = problem('decimals', { places: 2 });

/**
 * At most `places` decimals, as a numeric column of that scale keeps them. zod's multipleOf lets a sliver
 * such as 1e-320 through, which the column would keep as 0 (and a check of `> 0` would then refuse).
 */
export function withDecimals<Schema extends z.ZodNumber>(schema: Schema, places: number, message: string) {
  const step = 10 ** -places;
  return schema.multipleOf(step, message).refine((value) => value === 0 || Math.abs(value) >= step, message);
}

/** A kg weight or an amount of money, kept to the cent as given: at most two decimals and at most what its column holds. */
export function amountInCents<Schema extends z.ZodNumber>(schema: Schema) {
  return withDecimals(schema.max(MAX_STORED_AMOUNT, problem('atMost', { max: formatQuantity(MAX_STORED_AMOUNT) })), 2, TWO_DECIMALS);
}

/** A weight, capacity, density or price that may be left out: not negative, at most two decimals. */
export function optionalAmount(max: number) {
  return amountInCents(
    z
      .number({ error: problem('number') })
      .min(0, problem('notNegative'))
      .max(max, problem('atMost', { max: formatQuantity(max) })),
  )
    .nullish()
    .transform((value) => value ?? null);
}

/** One of a fixed list of values, with the list in the message. */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, { error: problem('oneOf', { values: values.join(', ') }) });
}

/** The id of a record another record refers to. */
export const recordIdSchema = z
  .number({ error: missingOr('wholeNumber') })
  .int(problem('wholeNumber'))
  .positive(problem('positiveWholeNumber'))
  .max(MAX_RECORD_ID, problem('unknownRecord'));

/** A reference that may be left out; absent means none. */
export const optionalRecordIdSchema = recordIdSchema.nullish().transform((value) => value ?? null);

/** A comma list of up to 200 record ids in a query ('3,8,12'); `allowEmpty`: '' is a list of none. */
export function recordIdListTextSchema(options: { message: string; allowEmpty?: boolean }) {
  const list = options.allowEmpty ? /^(\d{1,10}(,\d{1,10}){0,199})?$/ : /^\d{1,10}(,\d{1,10}){0,199}$/;
  return z
    .string()
    .regex(list, options.message)
    .refine((text) => !text.split(',').some((id) => Number(id) > MAX_RECORD_ID), problem('knownRecords'))
    .transform((text) => (text === '' ? [] : text.split(',').map(Number)));
}

/** A record id in a path or query string, where it arrives as text. */
export const recordIdTextSchema = z.coerce
  .number({ error: problem('positiveWholeNumber') })
  .int(problem('positiveWholeNumber'))
  .positive(problem('positiveWholeNumber'))
  .max(MAX_RECORD_ID, problem('unknownRecord'));

/** Which page of a report's long table an answer holds (the report's files hold every row). */
export const tablePageSchema = z.coerce
  .number({ error: problem('number') })
  .int(problem('wholeNumber'))
  .min(1, problem('atLeast', { min: 1 }))
  .max(100_000, problem('atMost', { max: '100,000' }))
  .default(1);

/** The answer of a delete: `{ message: 'Vehicle deleted' }`. */
export const deletedResponseSchema = z.object({ message: z.string() });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;

const siteYears = () => ({ first: FIRST_REPORT_YEAR, last: lastReportYear() });

/** Whether a date or time as written (YYYY-...) is of the site's years; text of another shape is left to the shape's own check. */
const inSiteYears = (text: string) => !/^\d{4}-/.test(text) || !reportYearProblem(Number(text.slice(0, 4)));

/** A calendar day, YYYY-MM-DD, of the site's years (a filter's start or end, a custom period's days). */
export const siteDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, problem('date'))
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), problem('realDate'))
  .refine(inSiteYears, { error: () => problem('dateInYears', siteYears()) });

/** A period's days are in order: the start, when both are given, is not after the end. */
export const datesInOrder = <T extends { startDate?: string | undefined; endDate?: string | undefined }>(query: T) =>
  !query.startDate || !query.endDate || query.startDate <= query.endDate;
export const datesInOrderIssue = { message: problem('afterEndDate'), path: ['startDate'] };

/** A moment, ISO 8601 with its offset, in the site's years as written (a weighing's time entered by hand). */
export const siteDateTimeSchema = z.iso
  .datetime({ offset: true, error: problem('dateTime') })
  .refine(inSiteYears, { error: () => problem('timeInYears', siteYears()) });

/** The longest window of moments a query may ask for: a shift is at most a day, and a window is read from the documents themselves. */
export const MOMENT_WINDOW_MAX_HOURS = 48;

const momentSchema = z.iso.datetime({ offset: true, error: 'must be a moment such as 2026-03-02T06:00:00Z' });

/**
 * A window of moments instead of days, [from, to), such as the dashboard's "This shift": given together, from
 * before to, at most MOMENT_WINDOW_MAX_HOURS long.
 */
export const momentWindowFields = { from: momentSchema.optional(), to: momentSchema.optional() };

/** The problem of a query's window, on its `to`, or undefined when it has none or it is right. */
export function momentWindowProblem(query: { from?: string | undefined; to?: string | undefined }): string | undefined {
  if (query.from === undefined && query.to === undefined) return undefined;
  if (query.from === undefined || query.to === undefined) return 'must be given together with From';
  const hours = (Date.parse(query.to) - Date.parse(query.from)) / 3_600_000;
  if (hours <= 0) return 'must be after From';
  return hours > MOMENT_WINDOW_MAX_HOURS ? `must be at most ${MOMENT_WINDOW_MAX_HOURS} hours after From` : undefined;
}

/** The window's check for a query schema's superRefine. */
export function checkMomentWindow(query: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx): void {
  const problem = momentWindowProblem(query);
  if (problem) context.addIssue({ code: 'custom', path: ['to'], message: problem });
}
