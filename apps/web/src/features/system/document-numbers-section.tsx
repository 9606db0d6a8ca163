/**
 * Each year's document number format: the years with their format, the numbers issued and the next one, and
 * a form that sets the format of the current year or one ahead, previewing the next number it would write.
 * Checked against the contract the server checks with; a refusal about a field is shown under it.
 */
import { Alert, Button, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import {
  DOCUMENT_NUMBER_MESSAGES,
  type DocumentNumberFormatInput,
  documentNumberFormatInputSchema,
  documentNumberOf,
  MAX_NUMBER_DIGITS,
  MAX_PREFIX_LENGTH,
  MIN_NUMBER_DIGITS,
  NUMBER_FORMAT_YEARS_AHEAD,
  type YearNumbering,
} from '@weighbridge/contract/document-numbers';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { errorText } from '../../app/api-client';
import type { DraftForm } from '../../components/catalogue-form';
import { DraftNativeSelect, DraftNumberInput, DraftTextInput } from '../../components/draft-fields';
import { LoadingNotice } from '../../components/loading-notice';
import { showSaveFailure } from '../../components/save-failure';
import { showToast } from '../../components/toast';
import { formatNumber, NOT_SET } from '../../lib/format';
import { checkForm, numberOrNull } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { useDocumentNumbers, useSaveDocumentNumberFormat } from './api/document-numbers';

const LABELS = FIELD_LABELS.site;

type FormatDraft = { year: string; prefix: string; digits: number | string };

function YearsTable({ years }: { years: readonly YearNumbering[] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label="Document number formats">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Year</Table.Th>
            <Table.Th>Prefix</Table.Th>
            <Table.Th>Digits</Table.Th>
            <Table.Th>Issued</Table.Th>
            <Table.Th>Next number</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {years.map((year) => (
            <Table.Tr key={year.year}>
              <Table.Td>{year.year}</Table.Td>
              <Table.Td>{year.configured ? year.prefix : `${year.prefix} (default)`}</Table.Td>
              <Table.Td>{year.digits}</Table.Td>
              <Table.Td>{formatNumber(year.issued)}</Table.Td>
              <Table.Td>{year.next_number}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The current year (the first one that may still change) and the years after it that may be set ahead. */
function editableYears(years: readonly YearNumbering[]): number[] {
  const current = Math.min(...years.filter((year) => year.editable).map((year) => year.year));
  return Array.from({ length: NUMBER_FORMAT_YEARS_AHEAD + 1 }, (_, index) => current + index);
}

const draftOf = (row: { year: number; prefix: string; digits: number }): FormatDraft => ({ year: String(row.year), prefix: row.prefix, digits: row.digits });

function FormatForm({ years }: { years: readonly YearNumbering[] }) {
  const choices = editableYears(years);
  const rowOf = (year: number) => years.find((row) => row.year === year);
  const { draft, errors, change, setErrors } = useFormDraft(draftOf(rowOf(choices[0]!)!));
  const saving = useSaveDocumentNumberFormat();
  const form: DraftForm<FormatDraft> = { draft, errors, change, labels: LABELS };
  // An empty digits input is sent as missing, which the schema calls required.
  const body = { year: Number(draft.year), prefix: draft.prefix, digits: numberOrNull(draft.digits) ?? undefined } as DocumentNumberFormatInput;
  const checked = documentNumberFormatInputSchema.safeParse(body);
  const next = checked.success ? documentNumberOf(checked.data, (rowOf(body.year)?.issued ?? 0) + 1) : NOT_SET;

  /** Choosing a year shows its format, to change from there. */
  function chooseYear(year: string) {
    const row = rowOf(Number(year));
    change(row ? draftOf(row) : { year });
  }

  async function save() {
    const check = checkForm(documentNumberFormatInputSchema, body, LABELS);
    if (!check.ok) return setErrors(check.errors);
    try {
      await saving.mutateAsync(check.values);
      showToast('success', DOCUMENT_NUMBER_MESSAGES.saved);
    } catch (error) {
      showSaveFailure(errorText(error, 'Failed to save the number format'), { labels: LABELS, fields: Object.keys(draft), setErrors });
    }
  }

  return (
    <form aria-label="Number format" onSubmit={(event) => (event.preventDefault(), void save())}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="md">
        <DraftNativeSelect
          form={{ ...form, change: (patch) => (patch.year === undefined ? change(patch) : chooseYear(patch.year)) }}
          field="year"
          data={choices.map(String)}
        />
        <DraftTextInput form={form} field="prefix" required maxLength={MAX_PREFIX_LENGTH} description="Letters and digits, ending with a dash" />
        <DraftNumberInput form={form} field="digits" required min={MIN_NUMBER_DIGITS} max={MAX_NUMBER_DIGITS} allowDecimal={false} description="Zeros fill the sequence up to these" />
      </SimpleGrid>
      <Group justify="space-between" mt="sm">
        <Text size="sm" aria-live="polite">
          Next number: <strong data-testid="next-document-number">{next}</strong>
        </Text>
        <Button type="submit" loading={saving.isPending}>
          Save number format
        </Button>
      </Group>
    </form>
  );
}

export function DocumentNumbersSection() {
  const numbers = useDocumentNumbers();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Document numbers">
      <Title order={3} size="h4" mb="xs">
        Document numbers
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Each year numbers its tickets in its own format: a prefix, then the year&apos;s sequence with zeros in front up to the digits
        set. A change numbers only the documents weighed after it; numbers already issued never change.
      </Text>
      {numbers.isError && (
        <Alert color="red" title="Failed to load data" role="alert">
          The document number formats could not be loaded.
        </Alert>
      )}
      {numbers.isPending && <LoadingNotice />}
      {numbers.data && (
        <>
          <YearsTable years={numbers.data} />
          {/* Keyed by what is saved, so that the form starts again from it after a save. */}
          <FormatForm key={JSON.stringify(numbers.data)} years={numbers.data} />
        </>
      )}
    </Paper>
  );
}
