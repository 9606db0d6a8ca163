/**
 * Excel import of historical weighings (spec part 1 sections 2, 3, 4, 5 and 8): the columns of the
 * first sheet, defined once for the server's reader, the template and the page's list, and the result.
 */
import { z } from 'zod';
import { problem } from './problems.js';

/** What the page says, exactly as the specification words it. */
export const IMPORT_MESSAGES = {
  noFile: 'Please select a file first',
  notExcel: 'Please select a valid Excel file (.xls or .xlsx)',
  failed: 'Import failed',
} as const;

/** The file name endings the import accepts, lower case. */
export const IMPORT_EXTENSIONS = ['.xls', '.xlsx'] as const;

/** Whether a file name ends in .xls or .xlsx, in any letter case. */
export function isExcelFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return IMPORT_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The key a column's value is read into; names are what the header row must say. */
export type ImportColumnKey =
  | 'documentNumber'
  | 'loadDate'
  | 'registrationNumber'
  | 'brand'
  | 'model'
  | 'driverName'
  | 'material'
  | 'loadingArea'
  | 'polygonCode'
  | 'destination'
  | 'tareWeightKg'
  | 'grossWeightKg'
  | 'netWeightKg'
  | 'rfidCardNumber'
  | 'operatorName'
  | 'notes';

export type ImportColumn = { key: ImportColumnKey; name: string; description: string; required: boolean; example: string | number };

/** The columns, in the template's order. A column name must match exactly, letter case included. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    key: 'documentNumber',
    name: 'Document Number',
    description: 'Number of the ticket in the file; a number that already exists makes the row skipped',
    required: false,
    example: 'SD-2025-000123',
  },
  {
    key: 'loadDate',
    name: 'Load Date',
    description: "Date and time of the load weighing in the site's time zone: an Excel date, or text as YYYY-MM-DD HH:mm, DD.MM.YYYY HH:mm or ISO 8601",
    required: true,
    example: '2025-03-04 07:30',
  },
  { key: 'registrationNumber', name: 'Registration Number', description: 'Registration number of the vehicle', required: true, example: 'KR 123 AB' },
  { key: 'brand', name: 'Brand', description: 'Brand of the vehicle, used when the vehicle is created', required: false, example: 'Volvo' },
  { key: 'model', name: 'Model', description: 'Model of the vehicle, used when the vehicle is created', required: false, example: 'FMX 460' },
  { key: 'driverName', name: 'Driver Name', description: 'First name and surname of the driver', required: false, example: 'Janez Novak' },
  { key: 'material', name: 'Material', description: 'Name of the material loaded', required: true, example: 'Gravel 16/32' },
  { key: 'loadingArea', name: 'Loading Area', description: 'Name of the loading area the material came from', required: true, example: 'North Pit' },
  { key: 'polygonCode', name: 'Polygon Code', description: 'Code of the polygon within the loading area', required: false, example: 'P-01' },
  { key: 'destination', name: 'Destination', description: 'Name of the unloading station', required: false, example: 'Crusher 1' },
  { key: 'tareWeightKg', name: 'Tare Weight (kg)', description: 'Weight of the empty vehicle in kg', required: true, example: 12000.5 },
  { key: 'grossWeightKg', name: 'Gross Weight (kg)', description: 'Weight of the loaded vehicle in kg', required: true, example: 30250 },
  {
    key: 'netWeightKg',
    name: 'Net Weight (kg)',
    description: 'Weight of the material in kg; when given it must equal gross minus tare within 0.01',
    required: false,
    example: 18249.5,
  },
  { key: 'rfidCardNumber', name: 'RFID Card Number', description: 'RFID card of the vehicle', required: false, example: 'CARD-0042' },
  { key: 'operatorName', name: 'Operator Name', description: 'Who weighed the load', required: false, example: 'Olga Operator' },
  { key: 'notes', name: 'Notes', description: 'Any remark on the ticket', required: false, example: 'Imported from the old weighbridge' },
];

export const importColumnSchema = z.object({ name: z.string(), description: z.string(), required: z.boolean() });
export type ImportColumnInfo = z.infer<typeof importColumnSchema>;

export const importColumnsResponseSchema = z.object({ data: z.array(importColumnSchema) });

export const importDryRunQuerySchema = z.object({
  dryRun: z.enum(['true', 'false'], { error: problem('trueOrFalse') }).default('false').transform((value) => value === 'true'),
});

/**
 * The import result (part 1 section 3) with every refused and skipped row by its spreadsheet row number.
 * success is false when a row was refused; the valid rows are imported all the same.
 */
export const importResultSchema = z.object({
  success: z.boolean(),
  /** True when the file was only checked and nothing was written. */
  dryRun: z.boolean(),
  stats: z.object({
    totalRows: z.number().int(),
    successfulImports: z.number().int(),
    skippedRows: z.number().int(),
    errors: z.number().int(),
    vehiclesCreated: z.number().int(),
    driversCreated: z.number().int(),
    materialsCreated: z.number().int(),
    loadingAreasCreated: z.number().int(),
    polygonsCreated: z.number().int(),
    stationsCreated: z.number().int(),
    errorDetails: z.array(z.object({ row: z.number().int(), error: z.string() })),
    skippedDetails: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  }),
});
export type ImportResult = z.infer<typeof importResultSchema>;
export type ImportStats = ImportResult['stats'];
