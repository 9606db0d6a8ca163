/**
 * A number input written as the reader's language writes numbers: '1,234.5' in English, '1.234,5' in German,
 * so a figure typed reads as the same figure shown beside it.
 * @example <NumberInput {...useNumberInputFormat()} decimalScale={2} />
 */
import { REGION_OF } from '@weighbridge/contract/formats';
import { LOCALES, type Locale } from '@weighbridge/contract/preferences';
import { useFormat } from './use-format';

export type NumberInputFormat = { thousandSeparator: string; decimalSeparator: string };

/** The separators of a language, read from its own number format. */
export function numberInputFormat(locale: Locale): NumberInputFormat {
  const parts = new Intl.NumberFormat(REGION_OF[locale]).formatToParts(1234.5);
  return {
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const FORMATS = new Map<Locale, NumberInputFormat>(LOCALES.map((locale) => [locale, numberInputFormat(locale)]));

export function useNumberInputFormat(): NumberInputFormat {
  return FORMATS.get(useFormat().locale)!;
}
