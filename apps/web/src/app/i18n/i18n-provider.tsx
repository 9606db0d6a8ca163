/**
 * The language of the pages: the chosen locale's catalogue loaded, then every message and format below
 * reads in it. Until a newly chosen catalogue has arrived the pages keep the language they had, so that
 * they never show a mix of two.
 */
import type { Locale } from '@weighbridge/contract/preferences';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider, MissingTranslationError } from 'react-intl';
import { useLocale } from '../preferences/locale';
import { type Catalogue, loadCatalogue } from './catalogues';

type Loaded = { locale: Locale; messages: Catalogue };

const ENGLISH: Loaded = { locale: 'en', messages: {} };

/**
 * A text missing from a catalogue falls back to its English default; the catalogue check (i18n unit
 * test) is what keeps that from happening, so the console is spared. Anything else is a real fault.
 */
function reportIntlError(error: Error) {
  if (!(error instanceof MissingTranslationError)) console.error(error);
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocale();
  const [loaded, setLoaded] = useState<Loaded>(ENGLISH);

  useEffect(() => {
    if (locale === loaded.locale) return;
    let current = true;
    void loadCatalogue(locale).then((messages) => {
      if (current) setLoaded({ locale, messages });
    });
    return () => {
      current = false;
    };
  }, [locale, loaded.locale]);

  useEffect(() => {
    document.documentElement.lang = loaded.locale;
  }, [loaded.locale]);

  return (
    <IntlProvider locale={loaded.locale} defaultLocale="en" messages={loaded.messages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}
