/**
 * The audit trail's filters: user, kind of event, kind of record and the site days from and to. They take
 * effect on 'Apply Filters' (or Enter in a text box), which returns the table to its first page.
 */
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { EndDayInput, StartDayInput } from '../../components/day-range-inputs';
import { FiltersForm } from '../../components/filters-form';
import { dateRangeProblem } from '../../lib/date-range';
import type { TextDescriptor } from '../../lib/contract-messages';
import type { AuditFilters } from './audit-filters';
import { auditActionMessages, auditRecordTypeMessages, auditTrailMessages as text } from './messages';

/** The choices of a filter, by their names in the reader's language. */
function useChoices(messages: Readonly<Record<string, TextDescriptor>>) {
  const intl = useIntl();
  return Object.entries(messages)
    .map(([value, message]) => ({ value, label: intl.formatMessage(message) }))
    .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
}

type AuditFiltersFormProps = {
  draft: AuditFilters;
  onChange: (patch: Partial<AuditFilters>) => void;
  onApply: () => void;
  onClear: () => void;
};

export function AuditFiltersForm({ draft, onChange, onApply, onClear }: AuditFiltersFormProps) {
  const intl = useIntl();
  const eventChoices = useChoices(auditActionMessages);
  const recordTypeChoices = useChoices(auditRecordTypeMessages);
  const rangeProblem = dateRangeProblem(draft);
  return (
    <FiltersForm problem={rangeProblem} onApply={onApply} onClear={onClear}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
        <TextInput
          label={intl.formatMessage(text.user)}
          placeholder={intl.formatMessage(text.username)}
          value={draft.username}
          onChange={(event) => onChange({ username: event.currentTarget.value })}
        />
        <Select
          label={intl.formatMessage(text.event)}
          placeholder={intl.formatMessage(text.allEvents)}
          data={eventChoices}
          value={draft.action || null}
          onChange={(action) => onChange({ action: action ?? '' })}
          searchable
          clearable
          nothingFoundMessage={intl.formatMessage(text.noEvent)}
        />
        <Select
          label={intl.formatMessage(text.recordType)}
          placeholder={intl.formatMessage(text.allRecords)}
          data={recordTypeChoices}
          value={draft.recordType || null}
          onChange={(recordType) => onChange({ recordType: recordType ?? '' })}
          searchable
          clearable
          nothingFoundMessage={intl.formatMessage(text.noRecordType)}
        />
        <StartDayInput range={draft} onChange={(startDate) => onChange({ startDate })} />
        <EndDayInput range={draft} error={rangeProblem} onChange={(endDate) => onChange({ endDate })} />
      </SimpleGrid>
    </FiltersForm>
  );
}
