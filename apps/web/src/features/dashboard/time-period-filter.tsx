/** The Time Period filter: quick buttons, From and To, Apply Filter, Clear and the line of the range shown. */
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { EndDayInput, StartDayInput } from '../../components/day-range-inputs';
import { dateRangeProblem } from '../../lib/date-range';
import { useKnownTexts } from '../../lib/known-texts';
import { useFormat } from '../../lib/use-format';
import { periodMessages as text } from './messages';
import { dateRangeMessages } from '../../lib/messages';
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

/** The choices in their order; each is named by its message. */
const CHOICES: readonly PeriodChoice[] = ['shift', 'today', 'week', 'month', 'all', 'custom'];

type TimePeriodFilterProps = {
  period: TimePeriod;
  resolved: ResolvedPeriod;
  onChange: (period: TimePeriod) => void;
};

export function TimePeriodFilter({ period, resolved, onChange }: TimePeriodFilterProps) {
  const problem = dateRangeProblem(resolved);
  const timeZone = useSiteTimeZone();
  const intl = useIntl();
  const knownText = useKnownTexts(dateRangeMessages);
  const { formatCalendarDate, formatDateTime } = useFormat();

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
    <Paper withBorder p="md" radius="md" component="form" onSubmit={apply} aria-label={intl.formatMessage(text.title)}>
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={2} size="h5" mb={6}>
            {intl.formatMessage(text.title)}
          </Title>
          {/* Apart rather than joined, so that they wrap on a narrow screen. */}
          <Group gap={6}>
            {CHOICES.map((choice) => (
              <Button
                key={choice}
                variant={period.choice === choice ? 'filled' : 'default'}
                aria-pressed={period.choice === choice}
                onClick={() => choose(choice)}
              >
                {intl.formatMessage(text[choice])}
              </Button>
            ))}
          </Group>
        </div>
        <Group align="flex-end" gap="sm">
          <StartDayInput label={intl.formatMessage(text.from)} range={resolved} onChange={(day) => onChange(editDate(resolved, 'startDate', day))} />
          <EndDayInput
            label={intl.formatMessage(text.to)}
            range={resolved}
            error={problem && knownText(problem)}
            onChange={(day) => onChange(editDate(resolved, 'endDate', day))}
          />
          <Group gap="sm">
            <Button type="submit" disabled={!canApply(resolved)}>
              {intl.formatMessage(text.apply)}
            </Button>
            <Button variant="default" onClick={() => onChange(ALL_TIME)}>
              {intl.formatMessage(text.clear)}
            </Button>
          </Group>
        </Group>
      </Group>
      {resolved.shift && (
        <Text size="sm" c="dimmed" mt="sm">
          {intl.formatMessage(text.showingShift, {
            shift: resolved.shift.name,
            start: formatDateTime(resolved.shift.start.toISOString(), timeZone),
            end: formatDateTime(resolved.shift.end.toISOString(), timeZone),
          })}
        </Text>
      )}
      {resolved.applied && (
        <Text size="sm" c="dimmed" mt="sm">
          {intl.formatMessage(text.showingDays, {
            start: formatCalendarDate(resolved.applied.startDate),
            end: formatCalendarDate(resolved.applied.endDate),
          })}
        </Text>
      )}
    </Paper>
  );
}
