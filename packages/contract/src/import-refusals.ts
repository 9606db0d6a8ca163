/**
 * Why an uploaded workbook or one of its rows is refused, in words an administrator can act on, and how
 * much a workbook may hold. The server answers these; the import page shows them in the reader's language.
 */
import { withValues } from './texts-with-values.js';

/** Total size of a .xlsx once unzipped. A real 100,000-row workbook unzips to about 50 MB. */
export const MAX_UNZIPPED_BYTES = 256 * 1024 * 1024;

/** Data rows of the sheet, below its header row. */
export const MAX_DATA_ROWS = 200_000;

/**
 * Cells a sheet may declare, blank ones included: the allowed rows 50 columns wide. The import reads 16
 * columns; a sheet that declares more cells than this stands for far more than it holds.
 */
export const MAX_SHEET_CELLS = (MAX_DATA_ROWS + 1) * 50;

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
  missingColumns: withValues('The first sheet is missing the required columns: {columns} (column names are case-sensitive)', (names: readonly string[]) => ({ columns: names.join(', ') })),
} as const;

/**
 * Why a row is refused (several reasons of one row are joined by ROW_REASON_SEPARATOR) or skipped. A
 * column is named as the sheet's header names it; weights are written as the scale reads them.
 */
export const IMPORT_ROW_REASONS = {
  required: withValues('{column} is required', (column: string) => ({ column })),
  excelError: withValues('{column} holds an Excel error value', (column: string) => ({ column })),
  tooLong: withValues('{column} must be at most {max} characters', (column: string, max: number) => ({ column, max })),
  notPositiveKg: withValues('{column} must be a positive number of kg', (column: string) => ({ column })),
  tooManyDecimals: withValues('{column} must have at most 2 decimals', (column: string) => ({ column })),
  aboveCapacity: withValues('{column} must be below the scale capacity of {capacity}', (column: string, capacity: string) => ({ column, capacity })),
  outsideYears: withValues('{column} must be between {first} and {last}', (column: string, first: number, last: number) => ({ column, first, last })),
  driverNeedsFullName: 'Driver Name must give a first name and a surname',
  grossNotAboveTare: withValues('Gross Weight (kg) {gross} must be above Tare Weight (kg) {tare}', (gross: string, tare: string) => ({ gross, tare })),
  netNotGrossMinusTare: withValues('Net Weight (kg) {net} is not Gross Weight minus Tare Weight ({computed})', (net: string, computed: string) => ({ net, computed })),
  loadDateRequired: 'Load Date is required',
  loadDateInFuture: 'Load Date must not be in the future',
  loadDateExcelError: 'Load Date holds an Excel error value',
  loadDateUnreadable: withValues("Load Date '{shown}' is not a date (use YYYY-MM-DD HH:mm or DD.MM.YYYY HH:mm)", (shown: string) => ({ shown })),
  numberExists: withValues('Document number {number} already exists', (number: string) => ({ number })),
  numberEarlier: withValues('Document number {number} appears earlier in the file (row {row})', (number: string, row: number) => ({ number, row })),
  alreadyRecorded: withValues('Already on record as {document}: same vehicle, load time and gross weight', (document: string) => ({ document })),
  sameAsRow: withValues('Same vehicle, load time and gross weight ({gross}) as row {row}', (gross: string, row: number) => ({ gross, row })),
} as const;

/** Why an accepted import's writing stopped; the rest is written when the server starts again. */
export const IMPORT_WRITING_STOPPED = {
  serverStopping: 'the server is stopping',
  batchRefused: 'the database refused a batch',
  stopped: withValues(
    'The import was accepted, but writing its documents stopped because {reason}. The rest are written when the server starts again or before the next import is accepted.',
    (reason: string) => ({ reason }),
  ),
  stoppedPartway: withValues(
    'The import was accepted, but writing its documents stopped because {reason} ({written} of {total} documents written). The rest are written when the server starts again or before the next import is accepted.',
    (reason: string, written: number, total: number) => ({ reason, written, total }),
  ),
} as const;

/** What joins the reasons of one refused row. */
export const ROW_REASON_SEPARATOR = '; ';
