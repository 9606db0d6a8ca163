/**
 * How many documents an accepted import writes per batch. A batch holds the numbering from its first
 * document statement to its commit, and a weighing may wait that long. While the site weighs, batches
 * are small, so that a weighing waits a few tens of ms at most; once no weighing has come for a moment,
 * they are large again, as small batches cost the import more (the report totals' triggers do fixed work
 * per statement).
 */
import type { DatabaseEngine } from '@weighbridge/contract/system';

export type BatchPlan = {
  /** Documents per batch while the site weighs; also the documents of one staged batch. */
  whileWeighing: number;
  /** Documents per batch when it does not: a multiple of `whileWeighing`. */
  whenQuiet: number;
  /**
   * Whether the writer looks for weighings waiting on the numbering before each commit: other servers'
   * weighings on a PostgreSQL server, which this server's own signal does not see.
   */
  watchesWaiters: boolean;
};

/**
 * Measured on a busy two-core machine (bench/LIMITS.md): a batch of 1,000 documents holds the numbering
 * about 180 ms on the PostgreSQL server and one of 500 as long on the embedded engine, whose statements
 * also run on the server's own thread; 100 and 50 hold it 20 to 40 ms.
 */
export const BATCH_PLANS: Record<DatabaseEngine, BatchPlan> = {
  postgres: { whileWeighing: 100, whenQuiet: 1_000, watchesWaiters: true },
  embedded: { whileWeighing: 50, whenQuiet: 500, watchesWaiters: false },
};

/** How long after the last weighing the site counts as quiet again. */
export const QUIET_AFTER_MS = 2_000;

/**
 * Documents the next batch writes, given the milliseconds since a weighing last began or waited.
 * @example
 * documentsPerBatch(BATCH_PLANS.postgres, 300); // 100: the site is weighing
 */
export function documentsPerBatch(plan: BatchPlan, msSinceWeighing: number): number {
  return msSinceWeighing < QUIET_AFTER_MS ? plan.whileWeighing : plan.whenQuiet;
}

/** Staged batches that hold the next batch's documents (each was staged with `whileWeighing`). */
export function stagedBatchesFor(plan: BatchPlan, documents: number): number {
  return Math.max(1, Math.ceil(documents / plan.whileWeighing));
}
