/** The import result: the counts, then the first 20 refused and skipped rows with their row numbers. */
import { Alert, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IMPORT_DETAIL_ROWS_SHOWN } from '@weighbridge/contract/constants';
import type { ImportResult } from '@weighbridge/contract/import';
import { ROW_REASON_SEPARATOR } from '@weighbridge/contract/import-refusals';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useKnownTexts } from '../../lib/known-texts';
import { importCountMessages, importResultMessages as text } from './messages';

/** The counts in the order the panel shows them, each under its label. */
const COUNTS = [
  'totalRows',
  'successfulImports',
  'skippedRows',
  'errors',
  'vehiclesCreated',
  'driversCreated',
  'materialsCreated',
  'loadingAreasCreated',
  'polygonsCreated',
  'stationsCreated',
] as const satisfies readonly (keyof ImportResult['stats'])[];

function headline(result: ImportResult): { title: MessageDescriptor; colour: string } {
  if (result.dryRun) return result.success ? { title: text.fileChecked, colour: 'green' } : { title: text.fileCheckedWithErrors, colour: 'orange' };
  return result.success ? { title: text.completed, colour: 'green' } : { title: text.completedWithErrors, colour: 'orange' };
}

/** A row's reasons, each in the reader's language: the server joins the several reasons of one row. */
function useRowReasons(): (reasons: string) => string {
  const knownText = useKnownTexts();
  return (reasons) => reasons.split(ROW_REASON_SEPARATOR).map(knownText).join(ROW_REASON_SEPARATOR);
}

function RowList({ title, rows }: { title: string; rows: { row: number; text: string }[] }) {
  const intl = useIntl();
  const rowReasons = useRowReasons();
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <Table withTableBorder verticalSpacing={4} aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{intl.formatMessage(text.row)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.reason)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, IMPORT_DETAIL_ROWS_SHOWN).map((row) => (
            <Table.Tr key={row.row}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>{rowReasons(row.text)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length > IMPORT_DETAIL_ROWS_SHOWN && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(text.firstRowsShown, { shown: IMPORT_DETAIL_ROWS_SHOWN, total: rows.length })}
        </Text>
      )}
    </Stack>
  );
}

export function ImportResultPanel({ result }: { result: ImportResult }) {
  const intl = useIntl();
  const { title, colour } = headline(result);
  const { stats } = result;
  return (
    <Stack gap="md">
      <Alert color={colour} title={intl.formatMessage(title)}>
        {intl.formatMessage(result.dryRun ? text.nothingWritten : text.written)}
      </Alert>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {COUNTS.map((key) => (
          <Stack key={key} gap={0}>
            <Text size="xs" c="dimmed">
              {intl.formatMessage(importCountMessages[key])}
            </Text>
            <Text fw={600} data-testid={`import-${key}`}>
              {intl.formatNumber(stats[key])}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <RowList title={intl.formatMessage(text.errorRows)} rows={stats.errorDetails.map(({ row, error }) => ({ row, text: error }))} />
      <RowList title={intl.formatMessage(text.skippedRows)} rows={stats.skippedDetails.map(({ row, reason }) => ({ row, text: reason }))} />
    </Stack>
  );
}
