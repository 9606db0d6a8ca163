/**
 * One spreadsheet row to one historical weighing, or the reasons it cannot be one. Every problem of
 * the row is named in one message, so that a user fixes the row once.
 */
import { formatScaleKg } from '@weighbridge/contract/formats';
import { FIRST_REPORT_YEAR, lastReportYear, reportYearProblem } from '@weighbridge/contract/fields';
import { IMPORT_COLUMNS, type ImportColumnKey } from '@weighbridge/contract/import';
import { IMPORT_ROW_REASONS, ROW_REASON_SEPARATOR } from '@weighbridge/contract/import-refusals';
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
      if (required) problems.push(IMPORT_ROW_REASONS.required(NAMES[key]));
      return null;
    }
    const value = cellText(cell);
    if (value === null) {
      problems.push(IMPORT_ROW_REASONS.excelError(NAMES[key]));
      return null;
    }
    const max = MAX_LENGTH[key] ?? 100;
    if (value.length > max) problems.push(IMPORT_ROW_REASONS.tooLong(NAMES[key], max));
    return value;
  };

  const weight = (key: ImportColumnKey, required: boolean): number | null => {
    const cell = cells[key];
    if (!cell) {
      if (required) problems.push(IMPORT_ROW_REASONS.required(NAMES[key]));
      return null;
    }
    const kg = cellKg(cell);
    if (kg === null || kg <= 0) {
      problems.push(IMPORT_ROW_REASONS.notPositiveKg(NAMES[key]));
      return null;
    }
    if (!hasAtMostTwoDecimals(kg)) {
      problems.push(IMPORT_ROW_REASONS.tooManyDecimals(NAMES[key]));
      return null;
    }
    if (kg >= rules.scaleCapacityKg) {
      problems.push(IMPORT_ROW_REASONS.aboveCapacity(NAMES[key], formatScaleKg(rules.scaleCapacityKg)));
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
  if (driverName !== null && driverName.split(/\s+/).length < 2) problems.push(IMPORT_ROW_REASONS.driverNeedsFullName);
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
    if (gross <= tare) problems.push(IMPORT_ROW_REASONS.grossNotAboveTare(formatScaleKg(gross), formatScaleKg(tare)));
    else net = netWeightKg(gross, tare);
  }
  // Within a cent, as a spreadsheet's own subtraction may leave a trace of binary rounding.
  if (net !== null && givenNet !== null && Math.abs(givenNet - net) > 0.01 + 1e-9) {
    problems.push(IMPORT_ROW_REASONS.netNotGrossMinusTare(formatScaleKg(givenNet), formatScaleKg(net)));
  }

  if (problems.length > 0 || !loadAt || !registrationNumber || !material || !loadingArea || tare === null || gross === null || net === null) {
    return { ok: false, rowNumber: sheetRow.rowNumber, error: problems.join(ROW_REASON_SEPARATOR) };
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
    problems.push(IMPORT_ROW_REASONS.loadDateRequired);
    return null;
  }
  const date = readLoadDate(cell, rules.timeZone);
  if (!date.ok) {
    problems.push(date.problem);
    return null;
  }
  if (date.moment > rules.now) {
    problems.push(IMPORT_ROW_REASONS.loadDateInFuture);
    return null;
  }
  // The years every date filter and report takes: a ticket of another year could be stored but never found.
  const currentYear = siteYear(rules.now, rules.timeZone);
  if (reportYearProblem(siteYear(date.moment, rules.timeZone), currentYear)) {
    problems.push(IMPORT_ROW_REASONS.outsideYears(NAMES.loadDate, FIRST_REPORT_YEAR, lastReportYear(currentYear)));
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
