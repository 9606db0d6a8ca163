/**
 * Rows the history already holds are skipped, not refused: a document number that exists, or a weighing
 * already on record (same vehicle, load time and gross weight, which no correction can change). The
 * second test is what makes a second import of one file skip every row, numbered or not.
 */
import type { Executor } from '../../db/database.js';
import { formatKg } from '../weighing/rules.js';
import { plateKey } from './master-data.js';
import { takenDocumentNumbers, weighingsAt } from './repository.js';
import type { ImportRow } from './row-mapping.js';

export type SkippedRow = { row: number; reason: string };

const weighingKey = (registrationNumber: string, loadAt: Date, grossWeightKg: number) =>
  `${plateKey(registrationNumber)}|${loadAt.getTime()}|${Math.round(grossWeightKg * 100)}`;

export async function leaveOutRecorded(executor: Executor, rows: readonly ImportRow[]): Promise<{ fresh: ImportRow[]; skipped: SkippedRow[] }> {
  const numbers = [...new Set(rows.flatMap((row) => (row.documentNumber ? [row.documentNumber] : [])))];
  const moments = [...new Map(rows.map((row) => [row.loadAt.getTime(), row.loadAt])).values()];
  const taken = await takenDocumentNumbers(executor, numbers);
  const recorded = new Map((await weighingsAt(executor, moments)).map((w) => [weighingKey(w.registrationNumber, w.loadAt, w.grossWeightKg), w.documentNumber]));

  const numberRows = new Map<string, number>();
  const weighingRows = new Map<string, number>();
  const fresh: ImportRow[] = [];
  const skipped: SkippedRow[] = [];
  const skipReason = (row: ImportRow, key: string): string | null => {
    const number = row.documentNumber;
    if (number && taken.has(number)) return `Document number ${number} already exists`;
    if (number && numberRows.has(number)) return `Document number ${number} appears earlier in the file (row ${numberRows.get(number)})`;
    if (recorded.has(key)) return `Already on record as ${recorded.get(key)}: same vehicle, load time and gross weight`;
    if (weighingRows.has(key)) return `Same vehicle, load time and gross weight (${formatKg(row.grossWeightKg)}) as row ${weighingRows.get(key)}`;
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
