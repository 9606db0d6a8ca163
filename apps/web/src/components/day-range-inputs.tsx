/**
 * The first and last day of a filter's range (From and To, or Start Date and End Date): the days the
 * inputs offer are the site's years, which the server takes, and the last day cannot be picked before the
 * first. Why a range cannot be applied (`dateRangeProblem`) stands under the last day.
 */
import { TextInput } from '@mantine/core';
import { siteDateBounds } from '@weighbridge/contract/fields';
import type { ReactNode } from 'react';

const SITE_DATES = siteDateBounds();

type DayRange = { startDate: string; endDate: string };

type DayInputProps = {
  range: DayRange;
  /** The day chosen, YYYY-MM-DD, or '' for no bound. */
  onChange: (day: string) => void;
  label?: string;
};

export function StartDayInput({ range, onChange, label = 'From' }: DayInputProps) {
  return (
    <TextInput
      type="date"
      min={SITE_DATES.min}
      max={SITE_DATES.max}
      label={label}
      value={range.startDate}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

export function EndDayInput({ range, onChange, label = 'To', error }: DayInputProps & { error?: ReactNode }) {
  return (
    <TextInput
      type="date"
      min={range.startDate || SITE_DATES.min}
      max={SITE_DATES.max}
      label={label}
      value={range.endDate}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
