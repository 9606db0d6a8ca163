/**
 * How the operations figures read in the reader's language (the Stop Counter's and Production's): shares and
 * tons per hour as the Downtime report writes them, hours to one decimal, tons as the site shows its totals, and
 * a figure without a value (nothing to divide by) as '—'.
 * @example const texts = useFigureTexts(); texts.percent(0.875) // '87.5%'
 */
import { NOT_SET } from '@weighbridge/contract/formats';
import { measureText } from '@weighbridge/contract/report-values';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useTonnageText } from './site-weights';
import { useFormat } from './use-format';

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

export function useFigureTexts() {
  const intl = useIntl();
  const { formatNumber } = useFormat();
  const tonnageText = useTonnageText();
  return useMemo(() => {
    const orEmpty = (write: (value: number) => string) => (value: number | null) => (value === null ? NOT_SET : write(value));
    return {
      hours: orEmpty((value) => `${intl.formatNumber(value, ONE_DECIMAL)} h`),
      percent: orEmpty((value) => measureText('percent', value, formatNumber)!),
      tonsPerHour: orEmpty((value) => measureText('tons-per-hour', value, formatNumber)!),
      tons: orEmpty(tonnageText),
      count: (value: number) => formatNumber(value),
    };
  }, [intl, formatNumber, tonnageText]);
}

export type FigureTexts = ReturnType<typeof useFigureTexts>;
