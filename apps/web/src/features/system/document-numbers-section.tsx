/**
 * Each year's document number format: the years with their format, the numbers issued and the next one, and
 * a form that sets the format of the current year or one ahead, previewing the next number it would write.
 * Checked against the contract the server checks with; a refusal about a field is shown under it.
 */
import { Alert, Button, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import {
  type DocumentNumberFormatInput,
  documentNumberFormatInputSchema,
  documentNumberOf,
  MAX_NUMBER_DIGITS,
  MAX_PREFIX_LENGTH,
  MIN_NUMBER_DIGITS,
  NUMBER_FORMAT_YEARS_AHEAD,
  type YearNumbering,
} from '@weighbridge/contract/document-numbers';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import type { DraftForm } from '../../components/catalogue-form';
import { DraftNativeSelect, DraftNumberInput, DraftTextInput } from '../../components/draft-fields';
import { LoadingNotice } from '../../components/loading-notice';
import { showSaveFailure } from '../../components/save-failure';
import { showToast } from '../../components/toast';
import { NOT_SET } from '../../lib/format';
import { checkForm, numberOrNull } from '../../lib/form-check';
import { useFieldTexts } from '../../lib/field-texts';
import { useFormDraft } from '../../lib/use-form-draft';
import { useFormat } from '../../lib/use-format';
import { useDocumentNumbers, useSaveDocumentNumberFormat } from './api/document-numbers';
import { documentNumberSaved, documentNumberMessages as text } from './messages';


type FormatDraft = { year: string; prefix: string; digits: number | string };

function YearsTable({ years }: { years: readonly YearNumbering[] }) {
  const intl = useIntl();
  const { formatNumber } = useFormat();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={intl.formatMessage(text.tableLabel)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(text.year)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.prefix)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.digits)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.issued)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.nextNumber)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {years.map((year) => (
            <Table.Tr key={year.year}>
              <Table.Td>{year.year}</Table.Td>
              <Table.Td>{year.configured ? year.prefix : intl.formatMessage(text.defaultPrefix, { prefix: year.prefix })}</Table.Td>
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
  const intl = useIntl();
  const texts = useFieldTexts('site');
  const choices = editableYears(years);
  const rowOf = (year: number) => years.find((row) => row.year === year);
  const { draft, errors, change, setErrors } = useFormDraft(draftOf(rowOf(choices[0]!)!));
  const saving = useSaveDocumentNumberFormat();
  const form: DraftForm<FormatDraft> = { draft, errors, change, labels: texts.shown };
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
    const check = checkForm(documentNumberFormatInputSchema, body, texts);
    if (!check.ok) return setErrors(check.errors);
    try {
      await saving.mutateAsync(check.values);
      showToast('success', intl.formatMessage(documentNumberSaved));
    } catch (error) {
      showSaveFailure(errorText(error, intl.formatMessage(text.saveFailed)), { labels: texts.labels, fields: Object.keys(draft), setErrors, say: texts.say });
    }
  }

  return (
    <form aria-label={intl.formatMessage(text.formLabel)} onSubmit={(event) => (event.preventDefault(), void save())}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="md">
        <DraftNativeSelect
          form={{ ...form, change: (patch) => (patch.year === undefined ? change(patch) : chooseYear(patch.year)) }}
          field="year"
          data={choices.map(String)}
        />
        <DraftTextInput form={form} field="prefix" required maxLength={MAX_PREFIX_LENGTH} description={intl.formatMessage(text.prefixHint)} />
        <DraftNumberInput form={form} field="digits" required min={MIN_NUMBER_DIGITS} max={MAX_NUMBER_DIGITS} allowDecimal={false} description={intl.formatMessage(text.digitsHint)} />
      </SimpleGrid>
      <Group justify="space-between" mt="sm">
        <Text size="sm" aria-live="polite">
          {intl.formatMessage(text.next, { number: next, strong: (chunks: ReactNode[]) => <strong data-testid="next-document-number">{chunks}</strong> })}
        </Text>
        <Button type="submit" loading={saving.isPending}>
          {intl.formatMessage(text.save)}
        </Button>
      </Group>
    </form>
  );
}

export function DocumentNumbersSection() {
  const intl = useIntl();
  const numbers = useDocumentNumbers();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={intl.formatMessage(text.title)}>
      <Title order={3} size="h4" mb="xs">
        {intl.formatMessage(text.title)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {intl.formatMessage(text.text)}
      </Text>
      {numbers.isError && (
        <Alert color="red" title={intl.formatMessage(text.failed)} role="alert">
          {intl.formatMessage(text.notLoaded)}
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
