/**
 * How the pages look and speak for each user: colour scheme, table density, the sidebar's default view and
 * the language, each either the user's own choice or, left unset, the site's default (Settings / Appearance).
 */
import { z } from 'zod';
import { oneOf } from './fields.js';

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const TABLE_DENSITIES = ['comfortable', 'compact'] as const;
export type TableDensity = (typeof TABLE_DENSITIES)[number];

export const MENU_VIEWS = ['simple', 'advanced'] as const;
export type MenuView = (typeof MENU_VIEWS)[number];

/** The languages the pages are written in: English as the specification words it, and German. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** What a site that has chosen nothing gets. */
export const DEFAULT_PREFERENCES = { colorScheme: 'light', density: 'comfortable', menuView: 'simple', locale: 'en' } as const satisfies {
  colorScheme: ColorScheme;
  density: TableDensity;
  menuView: MenuView;
  locale: Locale;
};

/** The values of each choice, in the order the Appearance page offers them. */
export const APPEARANCE_CHOICES = { colorScheme: COLOR_SCHEMES, density: TABLE_DENSITIES, menuView: MENU_VIEWS, locale: LOCALES } as const;
export type AppearanceField = keyof typeof APPEARANCE_CHOICES;
export const APPEARANCE_FIELD_KEYS = Object.keys(APPEARANCE_CHOICES) as AppearanceField[];

/** What the Appearance page and the validation messages call each choice. */
export const APPEARANCE_FIELDS = { colorScheme: 'Theme', density: 'Table density', menuView: 'Menu view', locale: 'Language' } as const satisfies Record<
  keyof typeof DEFAULT_PREFERENCES,
  string
>;

/** How each value reads on the page. */
export const APPEARANCE_VALUE_LABELS = {
  colorScheme: { light: 'Light', dark: 'Dark' },
  density: { comfortable: 'Comfortable', compact: 'Compact' },
  menuView: { simple: 'Simple', advanced: 'Advanced' },
  locale: { en: 'English', de: 'Deutsch' },
} as const satisfies { [Field in keyof Preferences]: Record<Preferences[Field], string> };

export const APPEARANCE_TEXTS = {
  title: 'Appearance',
  ownSection: 'Your appearance',
  ownHint: 'Each choice applies to you only, on every computer you sign in at. Left at the site default, it follows the site.',
  siteSection: 'Site defaults',
  siteHint: 'What every user who has not chosen gets, and what the sign-in page shows.',
  siteDefault: 'Site default',
  /** The site-default option of a choice, naming the value it stands for: 'Site default (Light)'. */
  siteDefaultOf: (value: string) => `Site default (${value})`,
  preview: 'Preview',
  previewHint: 'The pages show your choices as you make them; save to keep them.',
  save: 'Save',
  saveSiteDefaults: 'Save site defaults',
  saved: 'Appearance saved',
  siteSaved: 'Site defaults saved',
  notSaved: 'The appearance could not be saved',
  siteNotSaved: 'The site defaults could not be saved',
} as const;

export const preferencesSchema = z.object({
  colorScheme: oneOf(COLOR_SCHEMES),
  density: oneOf(TABLE_DENSITIES),
  menuView: oneOf(MENU_VIEWS),
  locale: oneOf(LOCALES),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** A user's own choices: null is "the site's default". */
export const ownPreferencesSchema = z.object({
  colorScheme: oneOf(COLOR_SCHEMES).nullable(),
  density: oneOf(TABLE_DENSITIES).nullable(),
  menuView: oneOf(MENU_VIEWS).nullable(),
  locale: oneOf(LOCALES).nullable(),
});
export type OwnPreferences = z.infer<typeof ownPreferencesSchema>;

/** PUT /api/account/preferences: the choices to change; one left out stays, a null goes back to the site's default. */
export const ownPreferencesInputSchema = ownPreferencesSchema.partial().strict();
export type OwnPreferencesInput = z.infer<typeof ownPreferencesInputSchema>;

/** GET and PUT /api/account/preferences: the user's own choices, the site's defaults and what applies. */
export const accountPreferencesSchema = z.object({ own: ownPreferencesSchema, site: preferencesSchema, effective: preferencesSchema });
export type AccountPreferences = z.infer<typeof accountPreferencesSchema>;
export const accountPreferencesResponseSchema = z.object({ data: accountPreferencesSchema });

/** PUT /api/site/appearance: the site defaults to change; one left out stays. */
export const siteAppearanceInputSchema = preferencesSchema.partial().strict();
export type SiteAppearanceInput = z.infer<typeof siteAppearanceInputSchema>;
/** GET /api/site/appearance (public: the sign-in page's first paint needs it) and the answer of its PUT. */
export const siteAppearanceResponseSchema = z.object({ data: preferencesSchema });

/** What applies: each own choice, or the site's default where there is none. */
export function effectivePreferences(own: OwnPreferences, site: Preferences): Preferences {
  return {
    colorScheme: own.colorScheme ?? site.colorScheme,
    density: own.density ?? site.density,
    menuView: own.menuView ?? site.menuView,
    locale: own.locale ?? site.locale,
  };
}
