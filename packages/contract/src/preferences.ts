/**
 * How the pages look and speak for each user: colour scheme, table density, the sidebar's default view and
 * the language, each either the user's own choice or, left unset, the site's default (Settings / Appearance).
 */
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
