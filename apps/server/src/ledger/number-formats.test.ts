import { describe, expect, it } from 'vitest';
import { defaultNumberFormat, documentNumberOf } from '@weighbridge/contract/document-numbers';
import { canBeInDocumentNumber, type NumberRange, numbersBeginningWith, type SetFormats } from './number-formats.js';

const formatDocumentNumber = (year: number, sequence: number) => documentNumberOf(defaultNumberFormat(year), sequence);
/** A site that numbers 2027 'KI-27-' with five digits. */
const KI_2027: SetFormats = [{ year: 2027, prefix: 'KI-27-', digits: 5 }];

describe('what a search may find in a document number', () => {
  it('finds any piece of a number, case aside', () => {
    const number = formatDocumentNumber(2026, 1234);
    for (let start = 0; start < number.length; start++) {
      for (let end = start + 1; end <= number.length; end++) expect(canBeInDocumentNumber(number.slice(start, end).toLowerCase(), []), number.slice(start, end)).toBe(true);
    }
    expect(canBeInDocumentNumber(formatDocumentNumber(2027, 12_345_678).slice(8), [])).toBe(true);
  });

  it('rules out what no number holds: other letters, a space, digits where the number has letters', () => {
    for (const text of ['KR', 'KR 1', 'Gravel', 'DS', 'S-', '1S', 'SD 2026', '2026-SD', 'D--', '#']) expect(canBeInDocumentNumber(text, []), text).toBe(false);
  });

  it('learns the prefixes set for a year: a piece of theirs may be a number too', () => {
    const number = documentNumberOf(KI_2027[0]!, 42);
    for (let start = 0; start < number.length; start++) {
      for (let end = start + 1; end <= number.length; end++) expect(canBeInDocumentNumber(number.slice(start, end).toLowerCase(), KI_2027), number.slice(start, end)).toBe(true);
    }
    expect(canBeInDocumentNumber('KI-2', [])).toBe(false);
    expect(canBeInDocumentNumber('KR 1', KI_2027)).toBe(false);
  });
});

describe('the numbers a search finds by their beginning', () => {
  /** Every number of the years and sequences, written out, that contains the text: what ilike would find. */
  const found = (text: string, years: number[], sequences: number[]) =>
    years.flatMap((year) => sequences.map((sequence) => formatDocumentNumber(year, sequence))).filter((number) => number.toUpperCase().includes(text.toUpperCase()));
  const within = (range: NumberRange, number: string) => {
    const [, year, sequence] = /^SD-(\d+)-(\d+)$/.exec(number)!;
    const inYears = Number(year) >= range.years[0] && Number(year) <= range.years[1];
    return inYears && (range.sequences === null || range.sequences.some(([low, high]) => Number(sequence) >= low && Number(sequence) <= high));
  };
  const sample = [0, 1, 9, 10, 99, 100, 101, 199, 200, 1234, 12_345, 99_999, 100_000, 123_456, 999_999, 1_000_000, 1_234_567, 9_999_999, 12_345_678];

  it('holds exactly the numbers that contain the text', () => {
    for (const text of ['SD-2026-0001', 'sd-2026-00012', 'SD-2026-1', 'SD-2026-12345', 'SD-2026-1234567', 'SD-2026-', 'SD-2026', 'SD-20', 'SD-2', 'SD-2027-000000']) {
      const range = numbersBeginningWith(text, KI_2027)!;
      expect(range, text).toBeDefined();
      const all = [2025, 2026, 2027].flatMap((year) => sample.map((sequence) => formatDocumentNumber(year, sequence)));
      expect(all.filter((number) => within(range, number)), text).toEqual(found(text, [2025, 2026, 2027], sample));
    }
  });

  it('answers nothing for a text that does not begin like a number', () => {
    for (const text of ['2026-0001', 'SD', 'SD-', 'D-2026', 'SD-202-1', 'SD-2026-0001 ', 'KR 101']) expect(numbersBeginningWith(text, []), text).toBeUndefined();
  });

  it('answers nothing while a prefix set for a year writes numbers beginning SD- another way', () => {
    expect(numbersBeginningWith('SD-2026-0001', [{ year: 2026, prefix: 'SD-2026-', digits: 6 }])).toBeDefined();
    for (const formats of [[{ year: 2026, prefix: 'SD-2026-', digits: 4 }], [{ year: 2027, prefix: 'SD-', digits: 6 }], [{ year: 2027, prefix: 'SD-1-', digits: 6 }]]) {
      expect(numbersBeginningWith('SD-2026-0001', formats), JSON.stringify(formats)).toBeUndefined();
    }
  });
});
