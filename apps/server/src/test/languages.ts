/** Choosing a language for a test, as the Appearance settings store it: the user's own, or the site's default. */
import type { Locale } from '@weighbridge/contract/preferences';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { siteSettings, userPreferences } from '../db/tables/site.js';
import type { TestApp } from './test-app.js';

/** The user's own language; null: the site's default. */
export async function chooseLanguage(t: TestApp, username: string, locale: Locale | null): Promise<void> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  await t.database.db
    .insert(userPreferences)
    .values({ userId: user.id, locale, updatedAt: t.clock.now() })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { locale } });
}

export async function chooseSiteLanguage(t: TestApp, locale: Locale): Promise<void> {
  await t.database.db.update(siteSettings).set({ defaultLocale: locale }).where(eq(siteSettings.id, 1));
}
