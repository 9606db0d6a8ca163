/**
 * The audit trail's filters: user, kind of event, kind of record and the site days from and to. They take
 * effect on 'Apply Filters' (or Enter in a text box), which returns the table to its first page.
 */
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPE_LABELS } from '@weighbridge/contract/audit-log';
import { siteDateBounds } from '@weighbridge/contract/fields';
import type { FormEvent } from 'react';
import { dateRangeProblem } from '../../lib/date-range';
import type { AuditFilters } from './audit-filters';

/** The days the date inputs offer: the site's years, which the server takes. */
const SITE_DATES = siteDateBounds();

const byLabel = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));

const EVENT_CHOICES = byLabel(AUDIT_ACTION_LABELS);
const RECORD_TYPE_CHOICES = byLabel(AUDIT_RECORD_TYPE_LABELS);

type AuditFiltersFormProps = {
  draft: AuditFilters;
  onChange: (patch: Partial<AuditFilters>) => void;
  onApply: () => void;
  onClear: () => void;
};

export function AuditFiltersForm({ draft, onChange, onApply, onClear }: AuditFiltersFormProps) {
  const rangeProblem = dateRangeProblem(draft);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!rangeProblem) onApply();
  }

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={apply} aria-label="Filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
        <TextInput
          label="User"
          placeholder="Username"
          value={draft.username}
          onChange={(event) => onChange({ username: event.currentTarget.value })}
        />
        <Select
          label="Event"
          placeholder="All events"
          data={EVENT_CHOICES}
          value={draft.action || null}
          onChange={(action) => onChange({ action: action ?? '' })}
          searchable
          clearable
          nothingFoundMessage="No event found"
        />
        <Select
          label="Record type"
          placeholder="All records"
          data={RECORD_TYPE_CHOICES}
          value={draft.recordType || null}
          onChange={(recordType) => onChange({ recordType: recordType ?? '' })}
          searchable
          clearable
          nothingFoundMessage="No record type found"
        />
        <TextInput
          type="date"
          min={SITE_DATES.min}
          max={SITE_DATES.max}
          label="From"
          value={draft.startDate}
          onChange={(event) => onChange({ startDate: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          max={SITE_DATES.max}
          min={draft.startDate || SITE_DATES.min}
          label="To"
          value={draft.endDate}
          error={rangeProblem}
          onChange={(event) => onChange({ endDate: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button variant="default" onClick={onClear}>
          Clear Filters
        </Button>
        <Button type="submit" disabled={rangeProblem !== null}>
          Apply Filters
        </Button>
      </Group>
    </Paper>
  );
}
