/** Queries of the appearance choices: the site's defaults (its settings row) and each user's own row. */
import { type OwnPreferences, ownPreferencesSchema, type OwnPreferencesInput, type Preferences, preferencesSchema, type SiteAppearanceInput } from '@weighbridge/contract/preferences';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { siteSettings, userPreferences } from '../../db/tables/site.js';

const NO_CHOICES: OwnPreferences = { colorScheme: null, density: null, menuView: null, locale: null };

/** The site's defaults; the row exists from the first start on. The columns' checks hold the contract's values. */
export async function readSiteAppearance(executor: Executor): Promise<Preferences> {
  const [row] = await executor
    .select({
      colorScheme: siteSettings.defaultColorScheme,
      density: siteSettings.defaultDensity,
      menuView: siteSettings.defaultMenuView,
      locale: siteSettings.defaultLocale,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  if (!row) throw new Error('the site settings row is missing: the server has not started on this database');
  return preferencesSchema.parse(row);
}

export async function writeSiteAppearance(executor: Executor, values: SiteAppearanceInput): Promise<void> {
  await executor
    .update(siteSettings)
    .set({
      defaultColorScheme: values.colorScheme,
      defaultDensity: values.density,
      defaultMenuView: values.menuView,
      defaultLocale: values.locale,
    })
    .where(eq(siteSettings.id, 1));
}

/** A user's own choices; a user who has chosen nothing has no row, and every choice is the site's. */
export async function readOwnPreferences(executor: Executor, userId: number): Promise<OwnPreferences> {
  const [row] = await executor
    .select({ colorScheme: userPreferences.colorScheme, density: userPreferences.density, menuView: userPreferences.menuView, locale: userPreferences.locale })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row ? ownPreferencesSchema.parse(row) : NO_CHOICES;
}

/** Writes the given choices (a null clears one) and leaves the others as they are. */
export async function writeOwnPreferences(executor: Executor, userId: number, values: OwnPreferencesInput, at: Date): Promise<void> {
  const changed = { ...values, updatedAt: at };
  await executor
    .insert(userPreferences)
    .values({ userId, ...changed })
    .onConflictDoUpdate({ target: userPreferences.userId, set: changed });
}
