/** A month ('2026-03') as a chart's axis reads it in the reader's language: 'Mar 2026', 'März 2026'. */
import { useIntl } from 'react-intl';
import type { MonthLabel } from './operations-report-figures';

export function useMonthLabel(): MonthLabel {
  const intl = useIntl();
  return (month) => intl.formatDate(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1), { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
