/**
 * The period's buttons, by default Today, Week, Month, All Time and Custom (the Production and Drilling
 * reports: Month, Year and Custom); Custom shows Start Date, End Date and Apply.
 */
import { Button, Group, Paper } from '@mantine/core';
import { REPORT_PERIODS, type ReportPeriod } from '@weighbridge/contract/reports';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { EndDayInput, StartDayInput } from '../../components/day-range-inputs';
import { useKnownTexts } from '../../lib/known-texts';
import { periodMessages as text, periodProblemMessages } from './messages';
import { applyCustom, canApply, choosePeriod, dateProblem, editDate, type PeriodState } from './report-period';

type Choice = ReportPeriod | 'year';

const CHOICE_MESSAGES = {
  today: text.today,
  week: text.week,
  month: text.month,
  year: text.year,
  all: text.all,
  custom: text.custom,
} as const satisfies Record<Choice, unknown>;

type FilterProps<Period extends Choice> = {
  state: PeriodState<Period>;
  onChange: (state: PeriodState<Period>) => void;
  /** The choices in their order; each is named by its message. */
  choices?: readonly Period[];
};

export function ReportPeriodFilter<Period extends Choice = ReportPeriod>({ state, onChange, choices = REPORT_PERIODS as readonly Choice[] as readonly Period[] }: FilterProps<Period>) {
  const intl = useIntl();
  const knownText = useKnownTexts(periodProblemMessages);
  const problem = dateProblem(state);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange(applyCustom(state));
  }

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={apply} aria-label={intl.formatMessage(text.label)}>
      <Group align="flex-end" gap="md">
        <Button.Group>
          {choices.map((choice) => (
            <Button
              key={choice}
              variant={state.choice === choice ? 'filled' : 'default'}
              aria-pressed={state.choice === choice}
              onClick={() => onChange(choosePeriod(state, choice))}
            >
              {intl.formatMessage(CHOICE_MESSAGES[choice as Choice])}
            </Button>
          ))}
        </Button.Group>
        {state.choice === 'custom' && (
          <Group align="flex-start" gap="sm">
            <StartDayInput label={intl.formatMessage(text.startDate)} range={state} onChange={(day) => onChange(editDate(state, 'startDate', day))} />
            <EndDayInput
              label={intl.formatMessage(text.endDate)}
              range={state}
              error={problem && knownText(problem)}
              onChange={(day) => onChange(editDate(state, 'endDate', day))}
            />
            {/* Lined up with the inputs, below their labels. */}
            <Button type="submit" mt={25} disabled={!canApply(state)}>
              {intl.formatMessage(text.apply)}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
