import { describe, expect, it } from 'vitest';
import { BATCH_PLANS, documentsPerBatch, QUIET_AFTER_MS, stagedBatchesFor } from './batch-size.js';

describe('the documents an import writes per batch', () => {
  it('are few while the site weighs, on either engine', () => {
    expect(documentsPerBatch(BATCH_PLANS.postgres, 0)).toBe(100);
    expect(documentsPerBatch(BATCH_PLANS.embedded, 0)).toBe(50);
    expect(documentsPerBatch(BATCH_PLANS.postgres, QUIET_AFTER_MS - 1)).toBe(100);
    expect(documentsPerBatch(BATCH_PLANS.embedded, QUIET_AFTER_MS - 1)).toBe(50);
  });

  it('are many again once no weighing has come for two seconds, or none ever came', () => {
    expect(QUIET_AFTER_MS).toBe(2000);
    expect(documentsPerBatch(BATCH_PLANS.postgres, QUIET_AFTER_MS)).toBe(1000);
    expect(documentsPerBatch(BATCH_PLANS.embedded, QUIET_AFTER_MS)).toBe(500);
    expect(documentsPerBatch(BATCH_PLANS.postgres, Number.POSITIVE_INFINITY)).toBe(1000);
  });

  it('are read from as many staged batches as hold them', () => {
    for (const plan of Object.values(BATCH_PLANS)) {
      expect(plan.whenQuiet % plan.whileWeighing).toBe(0);
      expect(stagedBatchesFor(plan, plan.whileWeighing)).toBe(1);
      expect(stagedBatchesFor(plan, plan.whenQuiet) * plan.whileWeighing).toBe(plan.whenQuiet);
    }
    expect(stagedBatchesFor({ whileWeighing: 2, whenQuiet: 4, watchesWaiters: false }, 5)).toBe(3);
  });

  it('watch for other servers waiting on the numbering only on the PostgreSQL server', () => {
    expect(BATCH_PLANS.postgres.watchesWaiters).toBe(true);
    expect(BATCH_PLANS.embedded.watchesWaiters).toBe(false);
  });
});
