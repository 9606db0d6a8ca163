/** Today, Week, Month, All Time and Custom; Custom shows Start Date, End Date and Apply. */
import { Button, Group, Paper } from '@mantine/core';
import type { ReportPeriod } from '@weighbridge/contract/reports';
import type { FormEvent } from 'react';
import { EndDayInput, StartDayInput } from '../../components/day-range-inputs';
import { applyCustom, canApply, choosePeriod, dateProblem, editDate, type PeriodState } from './report-period';

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
            <StartDayInput label="Start Date" range={state} onChange={(day) => onChange(editDate(state, 'startDate', day))} />
            <EndDayInput label="End Date" range={state} error={dateProblem(state)} onChange={(day) => onChange(editDate(state, 'endDate', day))} />
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
