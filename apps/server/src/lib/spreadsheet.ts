/**
 * The one writer of every spreadsheet the server produces (today the import template; reports and
 * document exports are to use it too). Text starting with = + - @, a tab or a carriage return is what a
 * spreadsheet takes for a formula once the file is saved as CSV or the cell is edited, so such text is
 * neutralised by the OWASP CSV-injection rule: a leading apostrophe, in a string cell. No cell is ever
 * written with a formula. Numbers stay numbers: a negative weight is a number, not text.
 */
import { type CellObject, utils, write } from '@e965/xlsx';

/** A number shown with an Excel number format, e.g. a date as its day number with 'yyyy-mm-dd hh:mm'. */
export type FormattedNumber = { t: 'n'; v: number; z: string };
export type SheetValue = string | number | FormattedNumber | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as it is safe to write into a cell: with an apostrophe in front if it would start a formula. */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function spreadsheetCell(value: SheetValue): CellObject | null {
  if (value === null) return null;
  if (typeof value === 'string') return { t: 's', v: spreadsheetText(value) };
  if (typeof value === 'number') return Number.isFinite(value) ? { t: 'n', v: value } : { t: 's', v: String(value) };
  return { t: 'n', v: value.v, z: value.z };
}

/** An .xlsx of one sheet holding the rows, each cell made safe; widths in characters per column. */
export function xlsxWorkbook(sheetName: string, rows: readonly (readonly SheetValue[])[], columnWidths?: readonly number[]): Buffer {
  const sheet = utils.aoa_to_sheet(rows.map((row) => row.map(spreadsheetCell)));
  if (columnWidths) sheet['!cols'] = columnWidths.map((wch) => ({ wch }));
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, sheetName);
  return write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
