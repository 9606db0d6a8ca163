/**
 * How much an uploaded workbook may hold. The upload itself is capped at IMPORT_MAX_BYTES (10 MB); these
 * bound what the server unpacks and parses from it, so that a small file cannot take the server's memory.
 */

/** Files inside a .xlsx; a workbook has a few dozen. */
export const MAX_ZIP_ENTRIES = 1000;

/**
 * The heap the workbook reader's worker thread may grow to. Reading and mapping the allowed 200,000 rows
 * takes about 600 MB; past this the worker is stopped and the upload refused, and the server goes on.
 */
export const READER_HEAP_MB = 1024;
