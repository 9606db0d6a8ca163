import { describe, expect, it } from 'vitest';
import { optionalAmount, optionalRecordIdSchema, optionalText, recordIdTextSchema, requiredText } from './fields.js';

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

  it('accepts amounts of at most two decimals and refuses negative ones', () => {
    const amount = optionalAmount(1000);
    expect(amount.parse(0.07)).toBe(0.07);
    expect(amount.parse(null)).toBeNull();
    expect(messages(amount.safeParse(-0.01))).toEqual(['must not be negative']);
    expect(messages(amount.safeParse(1.005))).toEqual(['must have at most 2 decimals']);
    expect(messages(amount.safeParse(1000.01))).toEqual(['must be at most 1000']);
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
