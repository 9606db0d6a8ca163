/** How the monitoring page writes its figures: times in ms, rates per second, shares in per cent, uptime. */
import { REGION_OF as REGIONS } from '@weighbridge/contract/formats';
import { type Locale, LOCALES } from '@weighbridge/contract/preferences';
import { useIntl } from 'react-intl';
import { NOT_SET } from '../../lib/format';

/** The figures' formatters in one language: '1,250 ms' and '1.5%' in English, '1.250 ms' and '1,5 %' in German. */
export function figureFormatsIn(locale: Locale) {
  const oneDecimal = new Intl.NumberFormat(REGIONS[locale], { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(REGIONS[locale], { maximumFractionDigits: 0 });
  const twoDecimals = new Intl.NumberFormat(REGIONS[locale], { maximumFractionDigits: 2 });
  const share = new Intl.NumberFormat(REGIONS[locale], { style: 'percent', maximumFractionDigits: 1 });
  const percentToOneDecimal = new Intl.NumberFormat(REGIONS[locale], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    /** e.g. '0.8 ms', '12 ms', '1,250 ms'; '—' when nothing was measured. */
    formatMs(ms: number | null): string {
      if (ms === null) return NOT_SET;
      return `${ms < 10 ? oneDecimal.format(ms) : whole.format(Math.round(ms))} ms`;
    },
    /** e.g. '4.25/s'. */
    formatRate(perSecond: number): string {
      return `${twoDecimals.format(perSecond)}/s`;
    },
    /** A share of 0 to 1 in per cent, e.g. '1.5%'; '—' without requests. */
    formatShare(value: number | null): string {
      return value === null ? NOT_SET : share.format(value);
    },
    /** A figure already in per cent with one decimal, as a chart's axis reads it, e.g. '1.0%'. */
    formatPercent(percent: number): string {
      return percentToOneDecimal.format(percent / 100);
    },
  };
}

export type FigureFormats = ReturnType<typeof figureFormatsIn>;

const FIGURE_FORMATS = new Map<string, FigureFormats>(LOCALES.map((locale) => [locale, figureFormatsIn(locale)]));

/** English's, as the specification writes the figures. */
export const { formatMs, formatRate, formatShare, formatPercent } = FIGURE_FORMATS.get('en')!;

/** The formatters of the language the page is shown in. */
export function useFigureFormats(): FigureFormats {
  const { locale } = useIntl();
  return FIGURE_FORMATS.get(locale) ?? FIGURE_FORMATS.get('en')!;
}

/** e.g. '45 s', '12 min', '3 h 5 min', '2 d 4 h': unit symbols, which read the same in every language. */
export function formatUptime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return `${days} d ${hours % 24} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return minutes > 0 ? `${minutes} min` : `${Math.floor(seconds)} s`;
}
