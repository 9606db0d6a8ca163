/**
 * The server's words in the reader's language (FormatJS): each area keeps its English messages in a
 * `messages.ts` beside its code, the English as the specification words it; the German catalogue is
 * locales/de.json, read once. A message missing from the German catalogue reads in English, and the
 * catalogue check (locales/catalogue.test.ts) fails on it.
 *
 * Only what the server writes itself goes through here: tickets, report files and exports. The API's
 * refusals and validation messages stay in English from the contract; the web app maps them.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from '@weighbridge/contract/preferences';
import german from '../locales/de.json' with { type: 'json' };

export type DocumentIntl = IntlShape<string>;

const CATALOGUES: Readonly<Record<Locale, Record<string, string>>> = { en: {}, de: german };

const cache = createIntlCache();
const intls = new Map<Locale, DocumentIntl>();

/** The formatter of a language, made once: its messages, numbers and dates. */
export function documentIntl(locale: Locale): DocumentIntl {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: 'en',
        messages: CATALOGUES[locale],
        // English reads its defaults by design; a German gap is the catalogue check's to report, not each request's.
        onError: () => undefined,
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}
