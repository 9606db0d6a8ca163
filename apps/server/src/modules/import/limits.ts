/**
 * How much an uploaded workbook may hold. The upload itself is capped at IMPORT_MAX_BYTES (10 MB); these
 * bound what the server unpacks and parses from it, so that a small file cannot take the server's memory.
 */

/** Total size of a .xlsx once unzipped. A real 100,000-row workbook unzips to about 50 MB. */
export const MAX_UNZIPPED_BYTES = 256 * 1024 * 1024;

/** Files inside a .xlsx; a workbook has a few dozen. */
export const MAX_ZIP_ENTRIES = 1000;

/** Data rows of the sheet, below its header row. */
export const MAX_DATA_ROWS = 200_000;

/**
 * Cells a sheet may declare, blank ones included: the allowed rows 50 columns wide. The import reads 16
 * columns; a sheet that declares more cells than this stands for far more than it holds.
 */
export const MAX_SHEET_CELLS = (MAX_DATA_ROWS + 1) * 50;

/**
 * The heap the workbook reader's worker thread may grow to. Reading and mapping the allowed 200,000 rows
 * takes about 600 MB; past this the worker is stopped and the upload refused, and the server goes on.
 */
export const READER_HEAP_MB = 1024;
