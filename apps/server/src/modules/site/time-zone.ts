/**
 * The site's time zone is the database's, not each server's: the first server to start records its
 * SITE_TIMEZONE, a server started without one takes the site's, and a server started with another refuses
 * to start, naming both, as it does with another signing key. Otherwise two servers on one database would each cut the report totals into their own days
 * and undo each other's. Changing the zone is an administrator's explicit act (`npm run db -- set-time-zone`),
 * which re-cuts the report totals once.
 */
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/database.js';
import { ensureRollupTimeZone } from '../rollups/public.js';
import { siteSettings } from '../../db/tables/site.js';

/** A start refused because the server's zone is not the site's; its message is the one line main.ts prints. */
export class SiteTimeZoneMismatchError extends Error {
  constructor(
    readonly siteZone: string,
    readonly serverZone: string,
  ) {
    super(
      `This database's site time zone is ${siteZone}, and this server was started with SITE_TIMEZONE=${serverZone}: ` +
        `start every server of the site with SITE_TIMEZONE=${siteZone}, or change the site's time zone with ` +
        `\`npm run db -- set-time-zone ${serverZone}\` while no server runs.`,
    );
  }
}

async function recordedTimeZone(executor: Executor): Promise<string | undefined> {
  const [row] = await executor.select({ timeZone: siteSettings.timeZone }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.timeZone;
}

/** Records the zone in a database that has none (the first start), or checks the server's against it. */
export async function checkSiteTimeZone(executor: Executor, serverZone: string, at: Date): Promise<void> {
  // Several servers starting together: one insert wins, and each then reads the zone that did.
  await executor.insert(siteSettings).values({ id: 1, timeZone: serverZone, timeZoneSetAt: at }).onConflictDoNothing();
  const siteZone = await recordedTimeZone(executor);
  if (siteZone !== serverZone) throw new SiteTimeZoneMismatchError(siteZone ?? '(none)', serverZone);
}

/**
 * The site's zone at a server's start. A server given SITE_TIMEZONE records it in a new database, or is
 * refused when it is not the site's; a server started without it takes the site's (on a new database, the
 * machine's zone is recorded, as SITE_TIMEZONE's default is).
 */
export async function siteTimeZoneAtStart(executor: Executor, server: { zone: string; given: boolean }, at: Date): Promise<string> {
  if (server.given) {
    await checkSiteTimeZone(executor, server.zone, at);
    return server.zone;
  }
  await executor.insert(siteSettings).values({ id: 1, timeZone: server.zone, timeZoneSetAt: at }).onConflictDoNothing();
  return (await recordedTimeZone(executor)) ?? server.zone;
}

/** The administrator's change of the site's zone: recorded, audited, and the report totals re-cut in it. */
export async function setSiteTimeZone(db: Db, timeZone: string, actor: string, at: Date): Promise<{ before: string | null; rebuilt: boolean }> {
  const before = await db.transaction(async (tx) => {
    const previous = (await recordedTimeZone(tx)) ?? null;
    await tx
      .insert(siteSettings)
      .values({ id: 1, timeZone, timeZoneSetAt: at })
      .onConflictDoUpdate({ target: siteSettings.id, set: { timeZone, timeZoneSetAt: sql`excluded.time_zone_set_at` } });
    await recordAudit(tx, {
      action: 'site.time_zone',
      outcome: 'success',
      actorUsername: actor,
      entityType: 'site',
      entityId: '1',
      details: { before: { time_zone: previous }, after: { time_zone: timeZone } },
    });
    return previous;
  });
  const rebuilt = (await ensureRollupTimeZone(db, timeZone)) === 'rebuilt';
  return { before, rebuilt };
}
