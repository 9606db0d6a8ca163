import { describe, expect, it } from 'vitest';
import { type MappedRow, mapRow } from './row-mapping.js';
import type { SheetCell, SheetRow } from './workbook.js';

const text = (value: string): SheetCell => ({ type: 'text', text: value });
const number = (value: number): SheetCell => ({ type: 'number', value });
const rules = { timeZone: 'Europe/Ljubljana', now: new Date('2026-03-02T08:00:00Z'), scaleCapacityKg: 150_000 };

function row(cells: SheetRow['cells']): MappedRow {
  return mapRow(
    { rowNumber: 2, cells: { loadDate: text('2025-07-01 08:00'), registrationNumber: text('KR 1'), material: text('Sand'), loadingArea: text('Pit'), tareWeightKg: number(10000), grossWeightKg: number(25000), ...cells } },
    rules,
  );
}

const loadAt = (result: MappedRow) => (result.ok ? result.row.loadAt.toISOString() : result.error);

describe('mapping a spreadsheet row to a weighing', () => {
  it('reads dates on the site clock in every accepted form', () => {
    expect(loadAt(row({}))).toBe('2025-07-01T06:00:00.000Z');
    expect(loadAt(row({ loadDate: text('01.07.2025 08:00') }))).toBe('2025-07-01T06:00:00.000Z');
    expect(loadAt(row({ loadDate: text('2025-07-01T08:00:00Z') }))).toBe('2025-07-01T08:00:00.000Z');
    expect(loadAt(row({ loadDate: text('2025-01-15 08:00') }))).toBe('2025-01-15T07:00:00.000Z');
    expect(loadAt(row({ loadDate: { type: 'date', year: 2025, month: 7, day: 1, hour: 8, minute: 0, second: 0 } }))).toBe('2025-07-01T06:00:00.000Z');
    // An Excel day number whose date format was lost: 45839.3333... is 2025-07-01 08:00.
    expect(loadAt(row({ loadDate: number(45839 + 1 / 3) }))).toBe('2025-07-01T06:00:00.000Z');
  });

  it('refuses dates that are not real or lie in the future', () => {
    expect(loadAt(row({ loadDate: text('31.02.2025 08:00') }))).toBe("Load Date '31.02.2025 08:00' is not a date (use YYYY-MM-DD HH:mm or DD.MM.YYYY HH:mm)");
    expect(loadAt(row({ loadDate: text('2026-03-03 08:00') }))).toBe('Load Date must not be in the future');
  });

  it('takes only the years the reports take', () => {
    expect(loadAt(row({ loadDate: text('31.12.1999 23:30') }))).toBe('Load Date must be between 2000 and 2027');
    expect(loadAt(row({ loadDate: text('01.01.2000 00:30') }))).toBe('1999-12-31T23:30:00.000Z');
  });

  it('reads weights written as text with either decimal mark or thousands separators', () => {
    const result = row({ tareWeightKg: text('10 000,5'), grossWeightKg: text('25,000.75') });
    expect(result.ok && [result.row.tareWeightKg, result.row.grossWeightKg, result.row.netWeightKg]).toEqual([10000.5, 25000.75, 15000.25]);
  });

  it('accepts a given net within a cent of gross minus tare, and no further', () => {
    expect(row({ netWeightKg: number(15000.01) }).ok).toBe(true);
    expect(row({ netWeightKg: number(15000.02) })).toMatchObject({ ok: false, error: 'Net Weight (kg) 15,000.02 kg is not Gross Weight minus Tare Weight (15,000.00 kg)' });
  });

  it('names every problem of a row at once', () => {
    expect(row({ registrationNumber: undefined, tareWeightKg: number(0), driverName: text('Janez') })).toMatchObject({
      ok: false,
      error: 'Registration Number is required; Driver Name must give a first name and a surname; Tare Weight (kg) must be a positive number of kg',
    });
  });
});
