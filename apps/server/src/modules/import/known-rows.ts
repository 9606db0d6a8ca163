/**
 * Rows the history already holds are skipped, not refused: a document number that exists, or a weighing
 * already on record (same vehicle, load time and gross weight, which no correction can change). The
 * second test is what makes a second import of one file skip every row, numbered or not.
 */
import { formatScaleKg } from '@weighbridge/contract/formats';
import { IMPORT_ROW_REASONS } from '@weighbridge/contract/import-refusals';
import { toCents } from '@weighbridge/contract/weights';
import type { Executor } from '../../db/database.js';
import { plateKey } from './master-data.js';
import { takenDocumentNumbers, weighingsAt } from './repository.js';
import type { ImportRow } from './row-mapping.js';
import { nextTurn } from './writing.js';

export type SkippedRow = { row: number; reason: string };

/** Numbers or moments looked up by one statement. */
const LOOKUPS_PER_STATEMENT = 5000;

const weighingKey = (registrationNumber: string, loadAt: Date, grossWeightKg: number) =>
  `${plateKey(registrationNumber)}|${loadAt.getTime()}|${toCents(grossWeightKg)}`;

export async function leaveOutRecorded(executor: Executor, rows: readonly ImportRow[]): Promise<{ fresh: ImportRow[]; skipped: SkippedRow[] }> {
  const numbers = [...new Set(rows.flatMap((row) => (row.documentNumber ? [row.documentNumber] : [])))];
  const moments = [...new Map(rows.map((row) => [row.loadAt.getTime(), row.loadAt])).values()];
  const taken = new Set<string>();
  const recorded = new Map<string, string>();
  // In slices, each a short statement with a turn of the event loop after it: the embedded engine answers
  // nothing else while one of its statements runs.
  for (let start = 0; start < Math.max(numbers.length, moments.length); start += LOOKUPS_PER_STATEMENT) {
    for (const number of await takenDocumentNumbers(executor, numbers.slice(start, start + LOOKUPS_PER_STATEMENT))) taken.add(number);
    for (const w of await weighingsAt(executor, moments.slice(start, start + LOOKUPS_PER_STATEMENT))) recorded.set(weighingKey(w.registrationNumber, w.loadAt, w.grossWeightKg), w.documentNumber);
    await nextTurn();
  }

  const numberRows = new Map<string, number>();
  const weighingRows = new Map<string, number>();
  const fresh: ImportRow[] = [];
  const skipped: SkippedRow[] = [];
  const skipReason = (row: ImportRow, key: string): string | null => {
    const number = row.documentNumber;
    if (number && taken.has(number)) return IMPORT_ROW_REASONS.numberExists(number);
    if (number && numberRows.has(number)) return IMPORT_ROW_REASONS.numberEarlier(number, numberRows.get(number)!);
    if (recorded.has(key)) return IMPORT_ROW_REASONS.alreadyRecorded(recorded.get(key)!);
    if (weighingRows.has(key)) return IMPORT_ROW_REASONS.sameAsRow(formatScaleKg(row.grossWeightKg), weighingRows.get(key)!);
    return null;
  };
  for (const row of rows) {
    const key = weighingKey(row.registrationNumber, row.loadAt, row.grossWeightKg);
    const reason = skipReason(row, key);
    // The first row of a number or a weighing holds it, skipped or not, so that a second import skips alike.
    if (row.documentNumber && !numberRows.has(row.documentNumber)) numberRows.set(row.documentNumber, row.rowNumber);
    if (!weighingRows.has(key)) weighingRows.set(key, row.rowNumber);
    if (reason) skipped.push({ row: row.rowNumber, reason });
    else fresh.push(row);
  }
  return { fresh, skipped };
}
