import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  amountInCents,
  FIRST_REPORT_YEAR,
  lastReportYear,
  optionalAmount,
  optionalRecordIdSchema,
  optionalText,
  recordIdListTextSchema,
  recordIdTextSchema,
  reportYearProblem,
  siteDateBounds,
  requiredText,
  siteDateSchema,
  siteDateTimeSchema,
} from './fields.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('master data fields', () => {
  it('trims required text and refuses it missing or blank', () => {
    expect(requiredText(10).parse('  Volvo ')).toBe('Volvo');
    expect(messages(requiredText(10).safeParse(undefined))).toEqual(['is required']);
    expect(messages(requiredText(10).safeParse('   '))).toEqual(['is required']);
    expect(messages(requiredText(3).safeParse('abcd'))).toEqual(['must be at most 3 characters']);
  });

  it('stores optional text left empty or out as null', () => {
    expect(optionalText(10).parse('  ')).toBeNull();
    expect(optionalText(10).parse(undefined)).toBeNull();
    expect(optionalText(10).parse(' note ')).toBe('note');
  });

  it('accepts amounts of at most two decimals, refuses negative ones, and writes limits as the pages do', () => {
    const amount = optionalAmount(1000);
    expect(amount.parse(0.07)).toBe(0.07);
    expect(amount.parse(null)).toBeNull();
    expect(messages(amount.safeParse(-0.01))).toEqual(['must not be negative']);
    expect(messages(amount.safeParse(1.005))).toEqual(['must have at most 2 decimals']);
    expect(messages(amount.safeParse(1000.01))).toEqual(['must be at most 1,000']);
    expect(messages(optionalText(1000).safeParse('x'.repeat(1001)))).toEqual(['must be at most 1,000 characters']);
  });

  it('reads a record id from a path and refuses anything but a positive whole number', () => {
    expect(recordIdTextSchema.parse('42')).toBe(42);
    for (const text of ['abc', '', '0', '-3', '1.5']) {
      expect(messages(recordIdTextSchema.safeParse(text))).toEqual(['must be a positive whole number']);
    }
    expect(recordIdTextSchema.safeParse('99999999999').success).toBe(false);
  });

  it('treats a reference left out as none', () => {
    expect(optionalRecordIdSchema.parse(undefined)).toBeNull();
    expect(optionalRecordIdSchema.parse(7)).toBe(7);
  });
});

describe('what the database can hold', () => {
  const unstorable = 'must not contain the NUL character or a lone UTF-16 surrogate';

  it('refuses text with a lone surrogate or a NUL, and takes any paired one', () => {
    for (const text of ['\uD800', 'Vol\uDFFFvo', 'Volvo \uD83D', '\uDE00 Volvo', '\uDC00\uD800', 'Vol\u0000vo']) {
      expect(messages(requiredText(20).safeParse(text)), JSON.stringify(text)).toEqual([unstorable]);
      expect(messages(optionalText(20).safeParse(text)), JSON.stringify(text)).toEqual([unstorable]);
    }
    expect(requiredText(20).parse('Volvo 😀 𝕍 Ž')).toBe('Volvo 😀 𝕍 Ž');
  });

  it('refuses an amount that is not zero yet rounds to 0.00, and one past its column', () => {
    const weight = amountInCents(z.number().positive());
    for (const sliver of [1e-320, Number.MIN_VALUE, 1e-9, 0.001]) {
      expect(messages(weight.safeParse(sliver)), String(sliver)).toContain('must have at most 2 decimals');
    }
    expect(messages(weight.safeParse(1e300))).toContain('must be at most 9,999,999,999.99');
    expect(weight.parse(0.01)).toBe(0.01);
    expect(weight.parse(9_999_999_999.99)).toBe(9_999_999_999.99);
    expect(optionalAmount(100).parse(0)).toBe(0);
  });

  it('refuses a list with an id past a PostgreSQL integer', () => {
    const ids = recordIdListTextSchema({ message: 'must be a comma list of ids' });
    expect(ids.parse('3,2147483647')).toEqual([3, 2_147_483_647]);
    expect(messages(ids.safeParse('9999999999'))).toEqual(['must list only known records']);
    expect(messages(ids.safeParse('1,2147483648'))).toEqual(['must list only known records']);
    expect(messages(ids.safeParse(''))).toEqual(['must be a comma list of ids']);
    expect(recordIdListTextSchema({ message: 'x', allowEmpty: true }).parse('')).toEqual([]);
  });
});

describe('the site’s years', () => {
  const last = lastReportYear();
  const years = `${FIRST_REPORT_YEAR} to ${last}`;

  it('run from 2000 to the year after the current one', () => {
    expect(FIRST_REPORT_YEAR).toBe(2000);
    expect(lastReportYear(2026)).toBe(2027);
    expect(reportYearProblem(2000, 2026)).toBeUndefined();
    expect(reportYearProblem(2027, 2026)).toBeUndefined();
    expect(reportYearProblem(1999, 2026)).toBe('must be between 2000 and 2027');
    expect(reportYearProblem(2028, 2026)).toBe('must be between 2000 and 2027');
    expect(siteDateBounds(2026)).toEqual({ min: '2000-01-01', max: '2027-12-31' });
  });

  it('bound every date and every time typed', () => {
    expect(siteDateSchema.parse('2000-01-01')).toBe('2000-01-01');
    expect(siteDateSchema.parse(`${last}-12-31`)).toBe(`${last}-12-31`);
    for (const date of ['0000-01-01', '0001-01-01', '1000-01-01', '1999-12-31', `${last + 1}-01-01`, '9999-12-31']) {
      expect(messages(siteDateSchema.safeParse(date)), date).toEqual([`must be a date in the years ${years}`]);
    }
    expect(siteDateTimeSchema.parse('2026-03-02T06:10:00+01:00')).toBe('2026-03-02T06:10:00+01:00');
    for (const time of ['0001-03-02T06:10:00Z', '1999-12-31T23:59:59Z', '9999-12-31T23:59:59Z']) {
      expect(messages(siteDateTimeSchema.safeParse(time)), time).toEqual([`must be a time in the years ${years}`]);
    }
  });
});
