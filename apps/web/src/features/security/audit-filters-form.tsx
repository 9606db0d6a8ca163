/**
 * The audit trail's filters: user, kind of event, kind of record and the site days from and to. They take
 * effect on 'Apply Filters' (or Enter in a text box), which returns the table to its first page.
 */
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPE_LABELS } from '@weighbridge/contract/audit-log';
import { EndDayInput, StartDayInput } from '../../components/day-range-inputs';
import { FiltersForm } from '../../components/filters-form';
import { dateRangeProblem } from '../../lib/date-range';
import type { AuditFilters } from './audit-filters';

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
  return (
    <FiltersForm problem={rangeProblem} onApply={onApply} onClear={onClear}>
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
        <StartDayInput range={draft} onChange={(startDate) => onChange({ startDate })} />
        <EndDayInput range={draft} error={rangeProblem} onChange={(endDate) => onChange({ endDate })} />
      </SimpleGrid>
    </FiltersForm>
  );
}
