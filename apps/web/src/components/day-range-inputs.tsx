/**
 * The first and last day of a filter's range (From and To, or Start Date and End Date): the days the
 * inputs offer are the site's years, which the server takes, and the last day cannot be picked before the
 * first. Why a range cannot be applied (`dateRangeProblem`) stands under the last day.
 */
import { TextInput } from '@mantine/core';
import { siteDateBounds } from '@weighbridge/contract/fields';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useKnownTexts } from '../lib/known-texts';
import { dateRangeMessages } from '../lib/messages';
import { dayRangeMessages } from './messages';

const SITE_DATES = siteDateBounds();

type DayRange = { startDate: string; endDate: string };

type DayInputProps = {
  range: DayRange;
  /** The day chosen, YYYY-MM-DD, or '' for no bound. */
  onChange: (day: string) => void;
  label?: string;
};

export function StartDayInput({ range, onChange, label }: DayInputProps) {
  const intl = useIntl();
  return (
    <TextInput
      type="date"
      min={SITE_DATES.min}
      max={SITE_DATES.max}
      label={label ?? intl.formatMessage(dayRangeMessages.from)}
      value={range.startDate}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** `error`: why the range cannot be applied (dateRangeProblem), shown in the reader's language. */
export function EndDayInput({ range, onChange, label, error }: DayInputProps & { error?: ReactNode }) {
  const intl = useIntl();
  const knownText = useKnownTexts(dateRangeMessages);
  return (
    <TextInput
      type="date"
      min={range.startDate || SITE_DATES.min}
      max={SITE_DATES.max}
      label={label ?? intl.formatMessage(dayRangeMessages.to)}
      value={range.endDate}
      error={typeof error === 'string' ? knownText(error) : error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
