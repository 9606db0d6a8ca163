/** Why an uploaded workbook is refused as a whole, in words an administrator can act on. */
import { MAX_DATA_ROWS, MAX_SHEET_CELLS, MAX_UNZIPPED_BYTES } from './limits.js';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const WORKBOOK_ERRORS = {
  tooLarge: 'The file is larger than 10MB',
  noFile: 'No file was uploaded: send the workbook in the form field "file"',
  damaged: 'The workbook could not be read: the file is damaged or incomplete',
  encrypted: 'The workbook is password-protected: remove the password in Excel, save it and upload it again',
  unzipsTooLarge: `The workbook unpacks to more than ${megabytes(MAX_UNZIPPED_BYTES)}: split it into smaller files`,
  xmlDeclarations: 'The workbook declares XML entities, which a spreadsheet file may not contain: open it in Excel, save it and upload it again',
  tooManyParts: 'The workbook holds too many parts to be a spreadsheet',
  tooManyRows: `The sheet has more than ${MAX_DATA_ROWS.toLocaleString('en-US')} rows: split it into smaller files`,
  tooManyCells: `The sheet declares more than ${MAX_SHEET_CELLS.toLocaleString('en-US')} cells: split it into smaller files`,
  notExcelPackage:
    'The file is not an Excel workbook inside (an OpenDocument or other spreadsheet named .xlsx?): only Excel .xlsx and .xls workbooks are read. Save it as an Excel workbook and upload it again',
  tooMuchMemory: 'The workbook takes more memory to read than an import may use: split it into smaller files',
  unreadable: 'The workbook could not be read: the reader stopped on it. Open it in Excel, save it and upload it again',
  noSheet: 'The workbook has no sheet',
  emptySheet: 'The first sheet is empty',
  noDataRows: 'The first sheet has a header row but no rows below it',
  missingColumns: (names: readonly string[]) => `The first sheet is missing the required columns: ${names.join(', ')} (column names are case-sensitive)`,
} as const;
