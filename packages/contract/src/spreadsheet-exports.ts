/** What every Excel export of a list shares: its cap on rows, the refusal beyond it, and how its file is named. */
import { withValues } from './texts-with-values.js';

/** The most rows one export writes; beyond it the export is refused and the filters must be narrowed. */
export const EXPORT_MAX_ROWS = 1_000_000;

const count = (rows: number) => rows.toLocaleString('en-US');

export const EXPORT_MESSAGES = {
  /** The refusal of an export beyond the cap; nothing is written. */
  tooManyRows: withValues(
    'The filters match {rows} rows, more than the {maxRows} one export may hold. Narrow the filters (for example a shorter date range) and export again.',
    (rows: number, maxRows: number) => ({ rows: count(rows), maxRows: count(maxRows) }),
  ),
} as const;

/**
 * The file an export is saved as, named by the filter's dates: <name>-2026-11-01_2026-11-30.xlsx,
 * -from-<start> or -to-<end> with one date, <name>-all.xlsx with none.
 */
export function periodFileName(name: string, range: { startDate?: string | undefined; endDate?: string | undefined }): string {
  const { startDate, endDate } = range;
  const dates = startDate && endDate ? `${startDate}_${endDate}` : startDate ? `from-${startDate}` : endDate ? `to-${endDate}` : 'all';
  return `${name}-${dates}.xlsx`;
}
