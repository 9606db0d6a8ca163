/** The workbook the page offers as 'Download template': the header row and one example row. */
import { IMPORT_COLUMNS } from '@weighbridge/contract/import';
import { type FormattedNumber, xlsxBuffer } from '../../lib/spreadsheet.js';

export const TEMPLATE_FILE_NAME = 'weighings-import-template.xlsx';

/** Excel's day number of 2025-03-04 07:30, written as a real date cell so that the template shows both kinds of date work. */
const EXAMPLE_LOAD_DATE: FormattedNumber = { t: 'n', v: 45720.3125, z: 'yyyy-mm-dd hh:mm' };

export function importTemplate(): Promise<Buffer> {
  const columns = IMPORT_COLUMNS.map((column) => ({ header: column.name, width: Math.max(column.name.length, String(column.example).length) + 2 }));
  const example = IMPORT_COLUMNS.map((column) => (column.key === 'loadDate' ? EXAMPLE_LOAD_DATE : column.example));
  return xlsxBuffer([{ name: 'Weighings', columns, rows: [example] }]);
}
