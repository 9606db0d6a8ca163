/**
 * What describes the site: its name, address, public address, coordinates and logo. Kept in the database's
 * one site_settings row, so that every server of the site reads the same and a change needs no restart: the
 * header, tickets, report files, the weather and two-factor sign-in read it when they need it (one row by
 * its key). The first start takes in the SITE_* variables it was given (seedSiteProfile); after that only the
 * System page changes them, each change audited.
 */
import { DEFAULT_SITE_NAME, type SiteLogoType, type SiteSettings, type SiteSettingsValues, unsetSiteSettings } from '@weighbridge/contract/site';
import type { WeightDisplay } from '@weighbridge/contract/formats';
import { and, eq, sql } from 'drizzle-orm';
import { recordChange } from '../../db/audit-log.js';
import type { SiteProfileDefaults } from '../../config.js';
import type { Db, Executor } from '../../db/database.js';
import { siteSettings } from '../../db/tables/site.js';
import type { Actor } from '../../lib/actor.js';
import { readWeightDisplay } from './weights.js';

/** The site as the pages, tickets and files show it. */
export type SiteProfile = {
  /** DEFAULT_SITE_NAME while none is set. */
  name: string;
  address: string | null;
  publicUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  /** Where the logo is fetched from; it changes with the logo, so that browsers may keep it. */
  logoUrl: string | null;
  updatedAt: Date | null;
};

export type SiteLogo = { image: Buffer; type: SiteLogoType };


export const LOGO_PATH = '/api/site/logo';

const profileColumns = {
  name: siteSettings.name,
  address: siteSettings.address,
  publicUrl: siteSettings.publicUrl,
  latitude: siteSettings.latitude,
  longitude: siteSettings.longitude,
  timeZone: siteSettings.timeZone,
  // A short fingerprint of the logo names its version in its address, without reading the image itself.
  logoVersion: sql<string | null>`left(md5(${siteSettings.logo}), 12)`,
  updatedAt: siteSettings.profileUpdatedAt,
};

/** The site's profile; the row exists from the first start on (checkSiteTimeZone writes it). */
export async function readSiteProfile(executor: Executor): Promise<SiteProfile> {
  const [row] = await executor.select(profileColumns).from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) throw new Error('the site settings row is missing: the server has not started on this database');
  const { logoVersion, ...profile } = row;
  return { ...profile, name: profile.name ?? DEFAULT_SITE_NAME, logoUrl: logoVersion ? `${LOGO_PATH}?v=${logoVersion}` : null };
}

/**
 * What heads a ticket or a report's file: the site's name, address, public address and logo (a data URL),
 * and how its weights are shown.
 */
export type Letterhead = { name: string; address: string | null; publicUrl: string | null; logo: string | null; weights: WeightDisplay };

export async function readLetterhead(executor: Executor): Promise<Letterhead> {
  const [row] = await executor
    .select({ name: siteSettings.name, address: siteSettings.address, publicUrl: siteSettings.publicUrl, logo: siteSettings.logo, logoType: siteSettings.logoType })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return {
    name: row?.name ?? DEFAULT_SITE_NAME,
    address: row?.address ?? null,
    publicUrl: row?.publicUrl ?? null,
    logo: row?.logo && row.logoType ? `data:${row.logoType};base64,${row.logo.toString('base64')}` : null,
    weights: await readWeightDisplay(executor),
  };
}

export async function readSiteLogo(executor: Executor): Promise<SiteLogo | null> {
  const [row] = await executor.select({ image: siteSettings.logo, type: siteSettings.logoType }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.image && row.type ? { image: row.image, type: row.type as SiteLogoType } : null;
}

/**
 * Takes in the first start's SITE_* variables, once: an upgraded site keeps what its environment said, and a
 * later start with other variables changes nothing. Answers the settings a new site should still fill in.
 */
export async function seedSiteProfile(executor: Executor, defaults: SiteProfileDefaults): Promise<string[]> {
  await executor
    .update(siteSettings)
    .set({
      name: defaults.name ?? null,
      address: defaults.address ?? null,
      publicUrl: defaults.publicUrl ?? null,
      latitude: defaults.latitude ?? null,
      longitude: defaults.longitude ?? null,
      profileSeeded: true,
    })
    .where(and(eq(siteSettings.id, 1), eq(siteSettings.profileSeeded, false)));
  return unsetSiteSettings(siteSettingsOf(await readSiteProfile(executor)));
}

/** The settings as the System page reads them. */
export function siteSettingsOf(profile: SiteProfile): SiteSettings {
  return {
    name: profile.name,
    address: profile.address,
    public_url: profile.publicUrl,
    latitude: profile.latitude,
    longitude: profile.longitude,
    time_zone: profile.timeZone,
    logo_url: profile.logoUrl,
    updated_at: profile.updatedAt?.toISOString() ?? null,
  };
}

const auditedFields = ({ name, address, publicUrl, latitude, longitude }: SiteProfile) => ({ name, address, public_url: publicUrl, latitude, longitude });

/** The System page's save: the row changed and the change audited in one transaction. */
export async function saveSiteSettings(db: Db, values: SiteSettingsValues, actor: Actor, at: Date): Promise<SiteProfile> {
  return db.transaction(async (tx) => {
    const before = await readSiteProfile(tx);
    await tx
      .update(siteSettings)
      .set({ name: values.name, address: values.address, publicUrl: values.public_url, latitude: values.latitude, longitude: values.longitude, profileUpdatedAt: at })
      .where(eq(siteSettings.id, 1));
    const after = await readSiteProfile(tx);
    await recordChange(tx, actor, { action: 'site.settings', entityType: 'site', entityId: 1, before: auditedFields(before), after: auditedFields(after) });
    return after;
  });
}

/** Sets or removes the logo, audited with its type and size (not the image). */
export async function saveSiteLogo(db: Db, logo: SiteLogo | null, actor: Actor, at: Date): Promise<SiteProfile> {
  return db.transaction(async (tx) => {
    const before = await readSiteLogo(tx);
    await tx
      .update(siteSettings)
      .set({ logo: logo?.image ?? null, logoType: logo?.type ?? null, profileUpdatedAt: at })
      .where(eq(siteSettings.id, 1));
    const describe = (held: SiteLogo | null) => (held ? { type: held.type, bytes: held.image.length } : null);
    await recordChange(tx, actor, { action: logo ? 'site.logo' : 'site.logo_remove', entityType: 'site', entityId: 1, before: describe(before), after: describe(logo) });
    return readSiteProfile(tx);
  });
}
