/**
 * Document numbers: each year's format (a prefix and the least number of digits of its sequence), kept on
 * the System page (GET/PUT /api/site/document-numbers). A year without a format of its own numbers its
 * documents 'SD-2026-000042'. A number is stored as it was issued: a new format numbers only what comes next.
 */
import { z } from 'zod';
import { withValues } from './texts-with-values.js';

/** The digits of a year's sequence unless its format says otherwise: 'SD-2026-000042'. */
export const DEFAULT_NUMBER_DIGITS = 6;
export const MIN_NUMBER_DIGITS = 4;
/** A PostgreSQL integer numbers up to 2,147,483,647 documents a year: nine digits hold every year there is. */
export const MAX_NUMBER_DIGITS = 9;
/** A prefix is printed on a ticket's first line: short enough to read at a glance. */
export const MAX_PREFIX_LENGTH = 12;
/** How many years ahead an administrator may set a format. */
export const NUMBER_FORMAT_YEARS_AHEAD = 5;
/** What starts every tara's number ('TARA-000042'): a document's prefix may not, or the two would read alike. */
export const TARA_PREFIX = 'TARA-';

/** The prefix of a year without a format of its own. */
export const defaultNumberPrefix = (year: number) => `SD-${year}-`;

export type NumberFormat = { prefix: string; digits: number };

export const defaultNumberFormat = (year: number): NumberFormat => ({ prefix: defaultNumberPrefix(year), digits: DEFAULT_NUMBER_DIGITS });

/**
 * A document's number: the prefix, then the sequence with zeros in front up to the format's digits (a longer
 * sequence is written whole).
 * @example documentNumberOf({ prefix: 'KI-', digits: 5 }, 42) // 'KI-00042'
 */
export function documentNumberOf(format: NumberFormat, sequence: number): string {
  return `${format.prefix}${String(sequence).padStart(format.digits, '0')}`;
}

/**
 * Letters and digits in groups, each group followed by a dash, starting with a letter: the dash before the
 * digits says where the prefix ends, so no number reads as another year's ('A-1-' and 'A-' can never
 * write the same number), and a prefix is never mistaken for a sequence.
 */
const PREFIX_SHAPE = /^[A-Z][A-Z0-9]*-(?:[A-Z0-9]+-)*$/;

export const DOCUMENT_NUMBER_MESSAGES = {
  saved: 'Document number format saved',
  prefixShape: 'must be letters and digits followed by a dash, starting with a letter (for example KI-2027-)',
  prefixLength: `must be at most ${MAX_PREFIX_LENGTH} characters`,
  digits: `must be between ${MIN_NUMBER_DIGITS} and ${MAX_NUMBER_DIGITS}`,
  taraPrefix: `must not begin with ${TARA_PREFIX}: tara numbers begin so`,
  pastYear: withValues('Year must be between {current} and {last}: numbers of past years are issued', (current: number) => ({ current, last: current + NUMBER_FORMAT_YEARS_AHEAD })),
  prefixTaken: withValues('Prefix {prefix} numbers the documents of {year}: each year needs a prefix of its own', (prefix: string, year: number) => ({ prefix, year })),
} as const;

export const documentNumberFormatInputSchema = z.object({
  year: z.number({ error: 'is required' }).int('must be a whole number'),
  prefix: z
    .string({ error: 'is required' })
    .trim()
    .toUpperCase()
    .min(1, 'is required')
    .max(MAX_PREFIX_LENGTH, DOCUMENT_NUMBER_MESSAGES.prefixLength)
    .regex(PREFIX_SHAPE, DOCUMENT_NUMBER_MESSAGES.prefixShape)
    .refine((prefix) => !prefix.startsWith(TARA_PREFIX), DOCUMENT_NUMBER_MESSAGES.taraPrefix),
  digits: z
    .number({ error: 'is required' })
    .int('must be a whole number')
    .min(MIN_NUMBER_DIGITS, DOCUMENT_NUMBER_MESSAGES.digits)
    .max(MAX_NUMBER_DIGITS, DOCUMENT_NUMBER_MESSAGES.digits),
});
export type DocumentNumberFormatInput = z.input<typeof documentNumberFormatInputSchema>;

/** One year's numbering as the System page shows it. */
export const yearNumberingSchema = z.object({
  year: z.number().int(),
  prefix: z.string(),
  digits: z.number().int(),
  /** Whether the year has a format of its own (else it is the default). */
  configured: z.boolean(),
  /** How many numbers the year has issued. */
  issued: z.number().int(),
  /** The number the year's next document gets. */
  next_number: z.string(),
  /** Whether an administrator may still change it: the current year and the years ahead. */
  editable: z.boolean(),
});
export type YearNumbering = z.infer<typeof yearNumberingSchema>;

export const documentNumbersResponseSchema = z.object({ data: z.array(yearNumberingSchema) });
