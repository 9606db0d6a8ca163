/**
 * The language a user's tickets and files are written in: the user's own choice (Settings / Appearance), or
 * the site's default while the user has chosen none.
 */
import { DEFAULT_PREFERENCES, type Locale } from '@weighbridge/contract/preferences';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { siteSettings, userPreferences } from '../../db/tables/site.js';

/** The user's language, or the site's default: one query. */
export async function localeOf(executor: Executor, userId: number): Promise<Locale> {
  const [row] = await executor
    .select({ locale: sql<Locale>`coalesce(${userPreferences.locale}, ${siteSettings.defaultLocale})` })
    .from(siteSettings)
    .leftJoin(userPreferences, eq(userPreferences.userId, userId))
    .where(eq(siteSettings.id, 1));
  return row?.locale ?? DEFAULT_PREFERENCES.locale;
}

