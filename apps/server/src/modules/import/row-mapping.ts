/**
 * One spreadsheet row to one historical weighing, or the reasons it cannot be one. Every problem of
 * the row is named in one message, so that a user fixes the row once.
 */
import { formatScaleKg } from '@weighbridge/contract/formats';
import { reportYearProblem } from '@weighbridge/contract/fields';
import { IMPORT_COLUMNS, type ImportColumnKey } from '@weighbridge/contract/import';
import { hasAtMostTwoDecimals, netWeightKg, roundKg } from '@weighbridge/contract/weights';
import { siteYear } from '../../lib/site-time.js';
import { readLoadDate } from './load-date.js';
import type { SheetCell, SheetRow } from './workbook.js';

export type ImportRow = {
  rowNumber: number;
  documentNumber: string | null;
  loadAt: Date;
  registrationNumber: string;
  brand: string | null;
  model: string | null;
  driverName: string | null;
  material: string;
  loadingArea: string;
  polygonCode: string | null;
  destination: string | null;
  tareWeightKg: number;
  grossWeightKg: number;
  netWeightKg: number;
  rfidCardNumber: string | null;
  operatorName: string | null;
  notes: string | null;
};

export type RowRules = { timeZone: string; now: Date; scaleCapacityKg: number };

export type MappedRow = { ok: true; row: ImportRow } | { ok: false; rowNumber: number; error: string };

/** The longest text each column may hold, as the master data forms allow. */
const MAX_LENGTH: Partial<Record<ImportColumnKey, number>> = {
  documentNumber: 50,
  registrationNumber: 30,
  brand: 100,
  model: 100,
  driverName: 201,
  material: 100,
  loadingArea: 100,
  polygonCode: 50,
  destination: 100,
  rfidCardNumber: 64,
  operatorName: 100,
  notes: 900,
};

const NAMES = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column.key, column.name])) as Record<ImportColumnKey, string>;

/** Plain numbers with '.' or ',' as the decimal mark, or with ',' between thousands: 12000.5, 12000,5, 12,000.50. */
const DECIMAL = /^\d+(?:[.,]\d+)?$/;
const THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

export function mapRow(sheetRow: SheetRow, rules: RowRules): MappedRow {
  const problems: string[] = [];
  const { cells } = sheetRow;

  const text = (key: ImportColumnKey, required: boolean): string | null => {
    const cell = cells[key];
    if (!cell) {
      if (required) problems.push(`${NAMES[key]} is required`);
      return null;
    }
    const value = cellText(cell);
    if (value === null) {
      problems.push(`${NAMES[key]} holds an Excel error value`);
      return null;
    }
    const max = MAX_LENGTH[key] ?? 100;
    if (value.length > max) problems.push(`${NAMES[key]} must be at most ${max} characters`);
    return value;
  };

  const weight = (key: ImportColumnKey, required: boolean): number | null => {
    const cell = cells[key];
    if (!cell) {
      if (required) problems.push(`${NAMES[key]} is required`);
      return null;
    }
    const kg = cellKg(cell);
    if (kg === null || kg <= 0) {
      problems.push(`${NAMES[key]} must be a positive number of kg`);
      return null;
    }
    if (!hasAtMostTwoDecimals(kg)) {
      problems.push(`${NAMES[key]} must have at most 2 decimals`);
      return null;
    }
    if (kg >= rules.scaleCapacityKg) {
      problems.push(`${NAMES[key]} must be below the scale capacity of ${formatScaleKg(rules.scaleCapacityKg)}`);
      return null;
    }
    return roundKg(kg);
  };

  const documentNumber = text('documentNumber', false);
  const loadAt = loadMoment(cells.loadDate, rules, problems);
  const registrationNumber = text('registrationNumber', true);
  const brand = text('brand', false);
  const model = text('model', false);
  const driverName = text('driverName', false);
  if (driverName !== null && driverName.split(/\s+/).length < 2) problems.push('Driver Name must give a first name and a surname');
  const material = text('material', true);
  const loadingArea = text('loadingArea', true);
  const polygonCode = text('polygonCode', false);
  const destination = text('destination', false);
  const tare = weight('tareWeightKg', true);
  const gross = weight('grossWeightKg', true);
  const givenNet = weight('netWeightKg', false);
  const rfidCardNumber = text('rfidCardNumber', false);
  const operatorName = text('operatorName', false);
  const notes = text('notes', false);

  let net: number | null = null;
  if (tare !== null && gross !== null) {
    if (gross <= tare) problems.push(`Gross Weight (kg) ${formatScaleKg(gross)} must be above Tare Weight (kg) ${formatScaleKg(tare)}`);
    else net = netWeightKg(gross, tare);
  }
  // Within a cent, as a spreadsheet's own subtraction may leave a trace of binary rounding.
  if (net !== null && givenNet !== null && Math.abs(givenNet - net) > 0.01 + 1e-9) {
    problems.push(`Net Weight (kg) ${formatScaleKg(givenNet)} is not Gross Weight minus Tare Weight (${formatScaleKg(net)})`);
  }

  if (problems.length > 0 || !loadAt || !registrationNumber || !material || !loadingArea || tare === null || gross === null || net === null) {
    return { ok: false, rowNumber: sheetRow.rowNumber, error: problems.join('; ') };
  }
  return {
    ok: true,
    row: {
      rowNumber: sheetRow.rowNumber,
      documentNumber: documentNumber?.toUpperCase() ?? null,
      loadAt,
      registrationNumber,
      brand,
      model,
      driverName: driverName?.replace(/\s+/g, ' ') ?? null,
      material,
      loadingArea,
      polygonCode,
      destination,
      tareWeightKg: tare,
      grossWeightKg: gross,
      netWeightKg: net,
      rfidCardNumber,
      operatorName,
      notes,
    },
  };
}

function loadMoment(cell: SheetCell | undefined, rules: RowRules, problems: string[]): Date | null {
  if (!cell) {
    problems.push('Load Date is required');
    return null;
  }
  const date = readLoadDate(cell, rules.timeZone);
  if (!date.ok) {
    problems.push(date.problem);
    return null;
  }
  if (date.moment > rules.now) {
    problems.push('Load Date must not be in the future');
    return null;
  }
  // The years every date filter and report takes: a ticket of another year could be stored but never found.
  const yearProblem = reportYearProblem(siteYear(date.moment, rules.timeZone), siteYear(rules.now, rules.timeZone));
  if (yearProblem) {
    problems.push(`Load Date ${yearProblem}`);
    return null;
  }
  return date.moment;
}

/** A cell as text; a number reads as Excel shows it without a format (12, 12.5). Null for an error value. */
function cellText(cell: SheetCell): string | null {
  switch (cell.type) {
    case 'text':
      return cell.text;
    case 'number':
      return String(cell.value);
    case 'date':
      return `${cell.year}-${pad(cell.month)}-${pad(cell.day)}`;
    case 'error':
      return null;
  }
}

function cellKg(cell: SheetCell): number | null {
  if (cell.type === 'number') return cell.value;
  if (cell.type !== 'text') return null;
  const compact = cell.text.replace(/\s+/g, '').replace(/kg$/i, '');
  if (THOUSANDS.test(compact)) return Number(compact.replaceAll(',', ''));
  if (DECIMAL.test(compact)) return Number(compact.replace(',', '.'));
  return null;
}

const pad = (value: number) => String(value).padStart(2, '0');
