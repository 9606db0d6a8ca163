/**
 * How the site shows weights to people (unit and decimals), kept in site_settings and read by every
 * server: tickets, exports and, through GET /api/site, every page. Weights stay stored in kg.
 */
import { DEFAULT_WEIGHT_DISPLAY, type WeightDisplay, type WeightUnit } from '@weighbridge/contract/formats';
import { eq } from 'drizzle-orm';
import { recordChange } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/database.js';
import { siteSettings } from '../../db/tables/site.js';
import type { Actor } from '../../lib/actor.js';

export async function readWeightDisplay(executor: Executor): Promise<WeightDisplay> {
  const [row] = await executor
    .select({ unit: siteSettings.weightUnit, decimals: siteSettings.weightDecimals })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  // The column's check keeps the unit one of the contract's.
  return row ? { unit: row.unit as WeightUnit, decimals: row.decimals } : DEFAULT_WEIGHT_DISPLAY;
}

/** Saves the display (checked by the contract's schema), audited with the one it replaces. */
export async function saveWeightDisplay(db: Db, display: WeightDisplay, actor: Actor): Promise<WeightDisplay> {
  return db.transaction(async (tx) => {
    const before = await readWeightDisplay(tx);
    await tx.update(siteSettings).set({ weightUnit: display.unit, weightDecimals: display.decimals }).where(eq(siteSettings.id, 1));
    await recordChange(tx, actor, { action: 'site.weights', entityType: 'site', entityId: 1, before, after: display });
    return display;
  });
}
