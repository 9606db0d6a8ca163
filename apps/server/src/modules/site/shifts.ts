/**
 * The site's shift pattern: named shifts and the time its production day starts, kept in site_settings and
 * read by every server (the dashboard's "This shift", production days). Unset, DEFAULT_SHIFT_PATTERN.
 */
import { DEFAULT_SHIFT_PATTERN, type ShiftPattern } from '@weighbridge/contract/shifts';
import { eq } from 'drizzle-orm';
import { recordChange } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/database.js';
import { siteSettings } from '../../db/tables/site.js';
import type { Actor } from '../../lib/actor.js';

export async function readShiftPattern(executor: Executor): Promise<ShiftPattern> {
  const [row] = await executor.select({ pattern: siteSettings.shiftPattern }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.pattern ?? DEFAULT_SHIFT_PATTERN;
}

/** Saves the pattern (checked by the contract's schema), audited with the one it replaces. */
export async function saveShiftPattern(db: Db, pattern: ShiftPattern, actor: Actor): Promise<ShiftPattern> {
  return db.transaction(async (tx) => {
    const before = await readShiftPattern(tx);
    await tx.update(siteSettings).set({ shiftPattern: pattern }).where(eq(siteSettings.id, 1));
    await recordChange(tx, actor, { action: 'site.shifts', entityType: 'site', entityId: 1, before, after: pattern });
    return pattern;
  });
}
