/**
 * The appearance that applies: the signed-in user's effective preferences (their own choices over the
 * site's defaults), the site's defaults on the sign-in pages, and until either has arrived what this browser
 * showed last. Applied to Mantine's colour scheme, to every table's density (an attribute of <html> that
 * table-density.css follows) and read by the sidebar for its view. The Appearance page previews a choice
 * before it is saved. The language is the user's own choice, else the one this browser was asked for (on
 * the sign-in page, say), else the site's default.
 */
import { useMantineColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Preferences } from '@weighbridge/contract/preferences';
import { createContext, type ReactNode, use, useEffect, useMemo, useState } from 'react';
import { browserLocale, useBrowserLocale } from '../../lib/locale';
import { accountPreferencesQueryOptions, siteAppearanceQueryOptions } from '../queries/preferences';
import { useSession } from '../session/session-context';
import { keepShownAppearance, lastShownAppearance, TABLE_DENSITY_ATTRIBUTE } from './stored-appearance';

type PreferencesContextValue = {
  preferences: Preferences;
  /** Shows choices not saved yet (null: none); the page that previews clears them when it is left. */
  preview: (choices: Partial<Preferences> | null) => void;
};

const PreferencesContext = createContext<PreferencesContextValue | null>(null);

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  // As with the permissions: a user who must change the password or set up two factors first reads nothing else.
  const userId = token && user && !user.must_change_password && !user.two_factor_setup_required ? user.id : null;
  const account = useQuery({ ...accountPreferencesQueryOptions(userId ?? 0), enabled: userId !== null });
  const site = useQuery({ ...siteAppearanceQueryOptions(), enabled: userId === null });
  const known = userId === null ? site.data : account.data?.effective;
  const [previewed, setPreviewed] = useState<Partial<Preferences> | null>(null);
  const [askedLocale] = useBrowserLocale();
  const ownLocale = userId === null ? null : (account.data?.own.locale ?? null);
  const locale = ownLocale ?? askedLocale ?? known?.locale ?? browserLocale();
  const preferences = useMemo(() => ({ ...(known ?? lastShownAppearance()), locale, ...previewed }), [known, locale, previewed]);

  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => setColorScheme(preferences.colorScheme), [preferences.colorScheme, setColorScheme]);
  useEffect(() => document.documentElement.setAttribute(TABLE_DENSITY_ATTRIBUTE, preferences.density), [preferences.density]);
  useEffect(() => {
    if (known) keepShownAppearance(known);
  }, [known]);

  const value = useMemo(() => ({ preferences, preview: setPreviewed }), [preferences]);
  return <PreferencesContext value={value}>{children}</PreferencesContext>;
}

function usePreferencesContext(): PreferencesContextValue {
  const value = use(PreferencesContext);
  if (!value) throw new Error('usePreferences needs a PreferencesProvider');
  return value;
}

/** The effective colour scheme, table density, sidebar view and language. */
export function usePreferences(): Preferences {
  return usePreferencesContext().preferences;
}

/** Shows choices before they are saved, until cleared with null. */
export function usePreferencePreview(): (choices: Partial<Preferences> | null) => void {
  return usePreferencesContext().preview;
}
