/**
 * The formatters of lib/format.ts in the reader's language: `useFormat().formatTons(1_234_500)` reads
 * '1,234.5 t' in English and '1.234,5 t' in German. Pages follow the language the texts are shown in.
 */
import { type Formats, formatsIn } from '@weighbridge/contract/formats';
import { LOCALES, type Locale } from '@weighbridge/contract/preferences';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ageOf, formatAxisNumber, formatDateAndTime, formatDivision, formatDollars, formatFileSize, formatLastHeard } from './format';
import { ageMessages } from './messages';

type LocaleFormats = Formats & {
  formatAxisNumber(value: number): string;
  formatDateAndTime(iso: string, timeZone: string): ReturnType<typeof formatDateAndTime>;
  formatDivision(kg: number): string;
  formatDollars(amount: number | null): string;
  formatFileSize(bytes: number): string;
  formatLastHeard(iso: string | null, now: Date, timeZone: string): string;
};

export type PageFormats = LocaleFormats & {
  /** How long ago a moment was: 'just now', '5 minutes ago', '3 days ago'. */
  formatAge(iso: string, now: Date): string;
};

function localeFormatsIn(locale: Locale): LocaleFormats {
  return {
    ...formatsIn(locale),
    formatAxisNumber: (value) => formatAxisNumber(value, locale),
    formatDateAndTime: (iso, timeZone) => formatDateAndTime(iso, timeZone, locale),
    formatDivision: (kg) => formatDivision(kg, locale),
    formatDollars: (amount) => formatDollars(amount, locale),
    formatFileSize: (bytes) => formatFileSize(bytes, locale),
    formatLastHeard: (iso, now, timeZone) => formatLastHeard(iso, now, timeZone, locale),
  };
}

/** Built once per language: the number formats inside are costly to build and cheap to use. */
const FORMATS = new Map<string, LocaleFormats>(LOCALES.map((locale) => [locale, localeFormatsIn(locale)]));

export function useFormat(): PageFormats {
  const intl = useIntl();
  return useMemo(
    () => ({
      ...(FORMATS.get(intl.locale) ?? localeFormatsIn('en')),
      formatAge(iso: string, now: Date) {
        const age = ageOf(iso, now);
        return age.unit === 'now' ? intl.formatMessage(ageMessages.justNow) : intl.formatMessage(ageMessages.inUnits, age);
      },
    }),
    [intl],
  );
}
