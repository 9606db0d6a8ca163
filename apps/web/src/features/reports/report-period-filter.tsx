/** Today, Week, Month, All Time and Custom; Custom shows Start Date, End Date and Apply. */
import { siteDateBounds } from '@weighbridge/contract/fields';
import { Button, Group, Paper, TextInput } from '@mantine/core';
import type { ReportPeriod } from '@weighbridge/contract/reports';
import type { FormEvent } from 'react';
import { applyCustom, canApply, choosePeriod, dateProblem, editDate, type PeriodState } from './report-period';

/** The days the date inputs offer: the site's years, which the server takes. */
const SITE_DATES = siteDateBounds();

const CHOICES: ReadonlyArray<{ choice: ReportPeriod; label: string }> = [
  { choice: 'today', label: 'Today' },
  { choice: 'week', label: 'Week' },
  { choice: 'month', label: 'Month' },
  { choice: 'all', label: 'All Time' },
  { choice: 'custom', label: 'Custom' },
];

export function ReportPeriodFilter({ state, onChange }: { state: PeriodState; onChange: (state: PeriodState) => void }) {
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange(applyCustom(state));
  }

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={apply} aria-label="Report period">
      <Group align="flex-end" gap="md">
        <Button.Group>
          {CHOICES.map(({ choice, label }) => (
            <Button
              key={choice}
              variant={state.choice === choice ? 'filled' : 'default'}
              aria-pressed={state.choice === choice}
              onClick={() => onChange(choosePeriod(state, choice))}
            >
              {label}
            </Button>
          ))}
        </Button.Group>
        {state.choice === 'custom' && (
          <Group align="flex-start" gap="sm">
            <TextInput
              type="date"
              min={SITE_DATES.min}
              max={SITE_DATES.max}
              label="Start Date"
              value={state.startDate}
              onChange={(event) => onChange(editDate(state, 'startDate', event.currentTarget.value))}
            />
            <TextInput
              type="date"
              max={SITE_DATES.max}
              label="End Date"
              min={state.startDate || SITE_DATES.min}
              value={state.endDate}
              error={dateProblem(state)}
              onChange={(event) => onChange(editDate(state, 'endDate', event.currentTarget.value))}
            />
            {/* Lined up with the inputs, below their labels. */}
            <Button type="submit" mt={25} disabled={!canApply(state)}>
              Apply
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
