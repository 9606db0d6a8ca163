/**
 * The appearance this browser last showed, kept so that the next page load paints in it before the user's
 * preferences arrive: public/color-scheme.js reads the colour scheme and the density before React runs
 * (stored-appearance.test.ts checks that it reads these keys), the sidebar opens in the last view.
 */
import { COLOR_SCHEMES, DEFAULT_PREFERENCES, MENU_VIEWS, type Preferences, TABLE_DENSITIES } from '@weighbridge/contract/preferences';

/** Written by Mantine's colour scheme manager. */
export const COLOR_SCHEME_KEY = 'weighbridge.color-scheme';
export const TABLE_DENSITY_KEY = 'weighbridge.table-density';
/** The sidebar kept its own view under this key before the view became a preference: a returning browser keeps it. */
export const MENU_VIEW_KEY = 'weighbridge.menu-view';
/** The attribute of <html> the density's CSS rule follows (table-density.css). */
export const TABLE_DENSITY_ATTRIBUTE = 'data-table-density';

function stored<Value extends string>(key: string, values: readonly Value[], fallback: Value): Value {
  try {
    const value = localStorage.getItem(key);
    return values.find((candidate) => candidate === value) ?? fallback;
  } catch {
    // A browser that keeps nothing (private mode, storage turned off) starts from the defaults.
    return fallback;
  }
}

export function lastShownAppearance(): Preferences {
  return {
    colorScheme: stored(COLOR_SCHEME_KEY, COLOR_SCHEMES, DEFAULT_PREFERENCES.colorScheme),
    density: stored(TABLE_DENSITY_KEY, TABLE_DENSITIES, DEFAULT_PREFERENCES.density),
    menuView: stored(MENU_VIEW_KEY, MENU_VIEWS, DEFAULT_PREFERENCES.menuView),
    locale: DEFAULT_PREFERENCES.locale,
  };
}

/** Keeps what is shown for the next load; the colour scheme is kept by Mantine's manager as it switches. */
export function keepShownAppearance(preferences: Pick<Preferences, 'density' | 'menuView'>): void {
  try {
    localStorage.setItem(TABLE_DENSITY_KEY, preferences.density);
    localStorage.setItem(MENU_VIEW_KEY, preferences.menuView);
  } catch {
    // Nothing kept: the next load paints in the defaults until the preferences arrive.
  }
}
