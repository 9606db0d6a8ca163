/** The Time Period filter: quick buttons, From and To, Apply Filter, Clear and the line of the range shown. */
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { EndDayInput, StartDayInput } from '../../components/day-range-inputs';
import { dateRangeProblem } from '../../lib/date-range';
import { formatCalendarDate, formatDateTime } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import {
  ALL_TIME,
  applyDates,
  canApply,
  chooseCustom,
  editDate,
  type PeriodChoice,
  type ResolvedPeriod,
  type TimePeriod,
} from './time-period';

const CHOICES: ReadonlyArray<{ choice: PeriodChoice; label: string }> = [
  { choice: 'shift', label: 'This Shift' },
  { choice: 'today', label: 'Today' },
  { choice: 'week', label: 'Week' },
  { choice: 'month', label: 'Month' },
  { choice: 'all', label: 'All Time' },
  { choice: 'custom', label: 'Custom' },
];

type TimePeriodFilterProps = {
  period: TimePeriod;
  resolved: ResolvedPeriod;
  onChange: (period: TimePeriod) => void;
};

export function TimePeriodFilter({ period, resolved, onChange }: TimePeriodFilterProps) {
  const problem = dateRangeProblem(resolved);
  const timeZone = useSiteTimeZone();

  function choose(choice: PeriodChoice) {
    if (choice === 'all') onChange(ALL_TIME);
    else if (choice === 'custom') onChange(chooseCustom(resolved));
    else onChange({ choice });
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canApply(resolved)) onChange(applyDates(resolved));
  }

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={apply} aria-label="Time Period">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={2} size="h5" mb={6}>
            Time Period
          </Title>
          {/* Apart rather than joined, so that they wrap on a narrow screen. */}
          <Group gap={6}>
            {CHOICES.map(({ choice, label }) => (
              <Button
                key={choice}
                variant={period.choice === choice ? 'filled' : 'default'}
                aria-pressed={period.choice === choice}
                onClick={() => choose(choice)}
              >
                {label}
              </Button>
            ))}
          </Group>
        </div>
        <Group align="flex-end" gap="sm">
          <StartDayInput range={resolved} onChange={(day) => onChange(editDate(resolved, 'startDate', day))} />
          <EndDayInput range={resolved} error={problem} onChange={(day) => onChange(editDate(resolved, 'endDate', day))} />
          <Group gap="sm">
            <Button type="submit" disabled={!canApply(resolved)}>
              Apply Filter
            </Button>
            <Button variant="default" onClick={() => onChange(ALL_TIME)}>
              Clear
            </Button>
          </Group>
        </Group>
      </Group>
      {resolved.shift && (
        <Text size="sm" c="dimmed" mt="sm">
          Showing the {resolved.shift.name} shift, from {formatDateTime(resolved.shift.start.toISOString(), timeZone)} to{' '}
          {formatDateTime(resolved.shift.end.toISOString(), timeZone)}
        </Text>
      )}
      {resolved.applied && (
        <Text size="sm" c="dimmed" mt="sm">
          Showing data from {formatCalendarDate(resolved.applied.startDate)} to {formatCalendarDate(resolved.applied.endDate)}
        </Text>
      )}
    </Paper>
  );
}
