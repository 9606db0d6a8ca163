/**
 * Appearance: each user's own choices over the site's defaults. A save is one transaction with its audit
 * row: the site's defaults as a site setting, a user's choices against the user (who changed how their
 * pages look, and when).
 */
import { type AccountPreferences, effectivePreferences, type OwnPreferencesInput, type Preferences, type SiteAppearanceInput } from '@weighbridge/contract/preferences';
import { recordChange } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { readOwnPreferences, readSiteAppearance, writeOwnPreferences, writeSiteAppearance } from './repository.js';

export async function accountPreferences(executor: Executor, userId: number): Promise<AccountPreferences> {
  const [own, site] = [await readOwnPreferences(executor, userId), await readSiteAppearance(executor)];
  return { own, site, effective: effectivePreferences(own, site) };
}

export async function saveAccountPreferences(db: Db, actor: Actor, values: OwnPreferencesInput, at: Date): Promise<AccountPreferences> {
  if (Object.keys(values).length === 0) return accountPreferences(db, actor.userId);
  return db.transaction(async (tx) => {
    const before = await readOwnPreferences(tx, actor.userId);
    await writeOwnPreferences(tx, actor.userId, values, at);
    const after = await accountPreferences(tx, actor.userId);
    await recordChange(tx, actor, { action: 'user.preferences', entityType: 'user', entityId: actor.userId, before, after: after.own });
    return after;
  });
}

export async function saveSiteAppearance(db: Db, actor: Actor, values: SiteAppearanceInput): Promise<Preferences> {
  if (Object.keys(values).length === 0) return readSiteAppearance(db);
  return db.transaction(async (tx) => {
    const before = await readSiteAppearance(tx);
    await writeSiteAppearance(tx, values);
    const after = await readSiteAppearance(tx);
    await recordChange(tx, actor, { action: 'site.appearance', entityType: 'site', entityId: 1, before, after });
    return after;
  });
}
