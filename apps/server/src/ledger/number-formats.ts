/**
 * The formats document numbers are written in, as the numbering and the history's search read them. A year's
 * format is its counter's (set under the counter's lock by a change on the System page), else the last one
 * set for the year, else the default 'SD-2026-' with six digits.
 */
import { DEFAULT_NUMBER_DIGITS, defaultNumberPrefix, MAX_NUMBER_DIGITS, type NumberFormat } from '@weighbridge/contract/document-numbers';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { documentNumberFormats } from '../db/tables/scale-documents.js';

/** Every format set on the System page, of every year, earlier ones included: with the default, the shape of every number. */
export type SetFormats = readonly (NumberFormat & { year: number })[];

export async function readSetFormats(executor: Executor): Promise<SetFormats> {
  return executor
    .select({ year: documentNumberFormats.year, prefix: documentNumberFormats.prefix, digits: documentNumberFormats.digits })
    .from(documentNumberFormats);
}

/**
 * `left join lateral ${lastSetFormat(year)} f on true`: the last format set for a year (columns prefix, digits).
 */
export const lastSetFormat = (year: SQL | number) =>
  sql`(select ${documentNumberFormats.prefix} as prefix, ${documentNumberFormats.digits} as digits from ${documentNumberFormats}
       where ${documentNumberFormats.year} = ${year} order by ${documentNumberFormats.firstSequence} desc limit 1)`;

/**
 * A year's format from its counter's columns and the last format set (null where there is none): the
 * counter's wins, since it is changed under the counter's lock; a counter written anew (after a clear)
 * has none and takes the last format set.
 */
export function yearFormat(year: number, row: { counter_prefix: string | null; counter_digits: number | null; set_prefix: string | null; set_digits: number | null }): NumberFormat {
  return {
    prefix: row.counter_prefix ?? row.set_prefix ?? defaultNumberPrefix(year),
    digits: Number(row.counter_digits ?? row.set_digits ?? DEFAULT_NUMBER_DIGITS),
  };
}

/** A prefix of the default shape ('SD-2026-') or one set for a year, written as a search text's shape: digits as 9. */
const shapeOf = (text: string) => text.toUpperCase().replace(/[0-9]/g, '9');

/**
 * Whether a searched text, case aside, can be part of a document number: 'SD-2026', '00123', '6-0' can, and
 * so can a piece of a prefix set for a year ('KI-2'); a plate fragment such as 'KR' or 'KR 1' cannot, and a
 * search for it need not read the numbers at all.
 * @example canBeInDocumentNumber('d-2025-00', []) // true
 */
export function canBeInDocumentNumber(text: string, formats: SetFormats): boolean {
  const shape = shapeOf(text);
  const digits = '9'.repeat(Math.max(MAX_NUMBER_DIGITS, text.length));
  return ['SD-9999-', ...formats.map((format) => shapeOf(format.prefix))].some((prefix) => `${prefix}${digits}`.includes(shape));
}

/** The years and sequences of the document numbers that begin with a searched text: see numbersBeginningWith. */
export type NumberRange = { years: [number, number]; sequences: [number, number][] | null };

/**
 * Whether every number that begins 'SD-' is of the default shape: its year and six digits or more. A prefix
 * set for a year that begins so otherwise ('SD-', 'SD-1-', or its year's with other digits) does not say
 * its year and sequence as the default does.
 */
const onlyDefaultNumbersBeginSd = (formats: SetFormats) =>
  formats.every((format) => !format.prefix.startsWith('SD-') || (format.prefix === defaultNumberPrefix(format.year) && format.digits === DEFAULT_NUMBER_DIGITS));

/**
 * The numbers a searched text can be found in when it begins like a default number ('SD-2026-0001', 'sd-20'):
 * 'SD-' is found nowhere else in a number, so the text can only be its beginning, and those numbers are a
 * range of years and of each year's sequences, which the numbering's own index finds in as many steps as
 * there are matches, however long the history. Undefined for any other text, and while a format set for a
 * year writes 'SD-' numbers another way.
 * @example numbersBeginningWith('SD-2026-0001', []) // { years: [2026, 2026], sequences: [[100, 199]] }
 */
export function numbersBeginningWith(text: string, formats: SetFormats): NumberRange | undefined {
  const match = /^SD-(\d{1,4})(?:(-)(\d{0,9}))?$/i.exec(text);
  if (!match || !onlyDefaultNumbersBeginSd(formats)) return undefined;
  const [, year, dash, digits = ''] = match;
  const years: [number, number] = [Number(year!.padEnd(4, '0')), Number(year!.padEnd(4, '9'))];
  if (!dash) return { years, sequences: null };
  if (year!.length < 4) return undefined;
  if (!digits) return { years, sequences: null };
  // A sequence is written with at least six digits, zeros in front; a longer one has none in front.
  const sequences: [number, number][] = [];
  for (let length = Math.max(DEFAULT_NUMBER_DIGITS, digits.length); length <= MAX_NUMBER_DIGITS; length++) {
    if (length > DEFAULT_NUMBER_DIGITS && digits.startsWith('0')) break;
    const scale = 10 ** (length - digits.length);
    const lowest = length === DEFAULT_NUMBER_DIGITS ? 0 : 10 ** (length - 1);
    sequences.push([Math.max(lowest, Number(digits) * scale), Math.min(10 ** length - 1, (Number(digits) + 1) * scale - 1)]);
  }
  return { years, sequences };
}
