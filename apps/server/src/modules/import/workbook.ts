/**
 * Reads the first sheet of an uploaded .xlsx or .xls into its rows, each cell by the import column it
 * stands under. Formulas are read as the values Excel saved with them; no cell text is ever used as a
 * property name, so '__proto__' in a cell is only data.
 */
import { IMPORT_COLUMNS, type ImportColumnKey } from '@weighbridge/contract/import';
import { type CellObject, read, SSF, type WorkBook } from '@e965/xlsx';
import { AppError } from '../../lib/errors.js';
import { checkCompoundFile, workbookContainer } from './file-kind.js';
import { MAX_DATA_ROWS } from '@weighbridge/contract/import-refusals';
import { WORKBOOK_ERRORS } from '@weighbridge/contract/import-refusals';
import { checkZipLimits } from './zip-limits.js';

/** A cell as the row mapping sees it; an Excel date arrives as its calendar parts, without a time zone. */
export type SheetCell =
  | { type: 'text'; text: string }
  | { type: 'number'; value: number }
  | { type: 'date'; year: number; month: number; day: number; hour: number; minute: number; second: number }
  | { type: 'error' };

export type SheetRow = { rowNumber: number; cells: Partial<Record<ImportColumnKey, SheetCell>> };

/** Reads the workbook's first sheet; refuses a file that is not a readable, bounded workbook with the required columns. */
export async function readImportSheet(fileName: string, content: Buffer): Promise<SheetRow[]> {
  await checkWorkbookFile(fileName, content);
  return readCheckedSheet(content);
}

/**
 * Refuses a file that is no Excel workbook or goes past the limits, by its name, its container and what its
 * parts declare, without parsing it: each check holds at most one inflated chunk of it at a time.
 */
export async function checkWorkbookFile(fileName: string, content: Buffer): Promise<void> {
  if (workbookContainer(fileName, content) === 'zip') await checkZipLimits(content);
  else checkCompoundFile(content);
}

/** Parses the first sheet of a workbook that checkWorkbookFile has let through. */
export function readCheckedSheet(content: Buffer): SheetRow[] {
  const workbook = parseWorkbook(content);
  const sheet = workbook.SheetNames[0] === undefined ? undefined : workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet) throw new AppError('BAD_REQUEST', WORKBOOK_ERRORS.noSheet);
  if (sheet['!fullref']) throw new AppError('PAYLOAD_TOO_LARGE', WORKBOOK_ERRORS.tooManyRows);
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  const grid = (sheet['!data'] ?? []) as (CellObject | undefined)[][];
  const rows = grid.map((cells, index) => ({ index, cells: (cells ?? []).map((cell) => sheetCell(cell, date1904)) }));
  const filled = rows.filter((row) => row.cells.some((cell) => cell !== undefined));
  const [header, ...data] = filled;
  if (!header) throw new AppError('BAD_REQUEST', WORKBOOK_ERRORS.emptySheet);
  // A row read at the sentinel position means the sheet goes on past the limit.
  if (grid.length >= MAX_DATA_ROWS + 2) throw new AppError('PAYLOAD_TOO_LARGE', WORKBOOK_ERRORS.tooManyRows);
  const columns = columnPositions(header.cells);
  if (data.length === 0) throw new AppError('BAD_REQUEST', WORKBOOK_ERRORS.noDataRows);
  return data.map((row) => ({ rowNumber: row.index + 1, cells: cellsByColumn(row.cells, columns) }));
}

function parseWorkbook(content: Buffer): WorkBook {
  try {
    return read(content, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      // The header, the allowed rows and one more: reading that one means too many rows.
      sheetRows: MAX_DATA_ROWS + 2,
      cellNF: true,
      cellDates: false,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/password|encrypt/i.test(message)) throw new AppError('BAD_REQUEST', WORKBOOK_ERRORS.encrypted);
    throw new AppError('BAD_REQUEST', WORKBOOK_ERRORS.damaged);
  }
}

function sheetCell(cell: CellObject | undefined, date1904: boolean): SheetCell | undefined {
  if (!cell || cell.v === undefined || cell.v === null) return undefined;
  switch (cell.t) {
    case 's': {
      const text = String(cell.v).trim();
      return text === '' ? undefined : { type: 'text', text };
    }
    case 'n':
      if (typeof cell.v !== 'number' || !Number.isFinite(cell.v)) return { type: 'error' };
      return typeof cell.z === 'string' && isDateFormat(cell.z) ? excelDate(cell.v, date1904) : { type: 'number', value: cell.v };
    case 'b':
      return { type: 'text', text: cell.v ? 'TRUE' : 'FALSE' };
    case 'd':
      return cell.v instanceof Date ? excelDate(dateToSerial(cell.v), date1904) : { type: 'error' };
    case 'e':
      return { type: 'error' };
    default:
      return undefined;
  }
}

type DateCode = { y: number; m: number; d: number; H: number; M: number; S: number };
// The reader's number-format library comes untyped; these are the two calls used.
const isDateFormat = (format: string): boolean => Boolean(SSF.is_date(format));
const dateCode = (serial: number, date1904: boolean): DateCode | null => (SSF.parse_date_code(serial, { date1904 }) as DateCode | null) ?? null;

function excelDate(serial: number, date1904: boolean): SheetCell {
  const parts = dateCode(serial, date1904);
  if (!parts) return { type: 'error' };
  return { type: 'date', year: parts.y, month: parts.m, day: parts.d, hour: parts.H, minute: parts.M, second: parts.S };
}

/** A date cell given as a JavaScript date holds its wall-clock time in UTC fields. */
function dateToSerial(date: Date): number {
  return date.getTime() / 86_400_000 + 25569;
}

type Header = Partial<Record<ImportColumnKey, number>>;

/** Where each column stands; a name must match exactly once trimmed, and the first of two equal names counts. */
function columnPositions(header: (SheetCell | undefined)[]): Header {
  const positions: Header = {};
  header.forEach((cell, index) => {
    if (cell?.type !== 'text') return;
    const column = IMPORT_COLUMNS.find((candidate) => candidate.name === cell.text);
    if (column && positions[column.key] === undefined) positions[column.key] = index;
  });
  const missing = IMPORT_COLUMNS.filter((column) => column.required && positions[column.key] === undefined);
  if (missing.length > 0) throw new AppError('BAD_REQUEST', WORKBOOK_ERRORS.missingColumns(missing.map((column) => column.name)));
  return positions;
}

function cellsByColumn(cells: (SheetCell | undefined)[], positions: Header): SheetRow['cells'] {
  const byColumn: SheetRow['cells'] = {};
  for (const column of IMPORT_COLUMNS) {
    const position = positions[column.key];
    const cell = position === undefined ? undefined : cells[position];
    if (cell) byColumn[column.key] = cell;
  }
  return byColumn;
}
