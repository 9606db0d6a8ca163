/** The running totals: reading them by bucket, and the quiet end of a period that they may not cover yet. */
export { addDays, momentWindow, rollupDays, rollupRows } from './buckets.js';
export type { MomentWindow, RollupPeriod } from './buckets.js';
export { rollupKeys } from './keys.js';
export { withQuietEnd } from './quiet-end.js';
export { countedPeriod, inDayBasis, productionWindow } from './day-basis.js';
export { ensureRollupTimeZone } from './time-zone.js';
export { deferTotals, PENDING_DOCUMENT_IDS, pendingDocument, settlePendingTotals } from './pending.js';
