/**
 * The filters of a list (the weighing history, the audit trail): they take effect on 'Apply Filters', or
 * Enter in a text box, and not while their date range is backwards; 'Clear Filters' starts again.
 */
import { Button, Group, Paper, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { filtersMessages as text } from './messages';

type FiltersFormProps = {
  /** Why the filters cannot be applied (a backwards date range), or null. */
  problem: string | null;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
};

export function FiltersForm({ problem, onApply, onClear, children }: FiltersFormProps) {
  const intl = useIntl();
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!problem) onApply();
  }

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={apply} aria-label={intl.formatMessage(text.filters)}>
      <Stack gap="sm">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClear}>
            <FormattedMessage {...text.clear} />
          </Button>
          <Button type="submit" disabled={problem !== null}>
            <FormattedMessage {...text.apply} />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
