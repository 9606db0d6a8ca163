/** The import result: the counts, then the first 20 refused and skipped rows with their row numbers. */
import { Alert, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IMPORT_DETAIL_ROWS_SHOWN } from '@weighbridge/contract/constants';
import type { ImportResult } from '@weighbridge/contract/import';

const COUNTS: { key: keyof ImportResult['stats']; label: string }[] = [
  { key: 'totalRows', label: 'Total rows' },
  { key: 'successfulImports', label: 'Imported' },
  { key: 'skippedRows', label: 'Skipped' },
  { key: 'errors', label: 'Errors' },
  { key: 'vehiclesCreated', label: 'Vehicles created' },
  { key: 'driversCreated', label: 'Drivers created' },
  { key: 'materialsCreated', label: 'Materials created' },
  { key: 'loadingAreasCreated', label: 'Loading areas created' },
  { key: 'polygonsCreated', label: 'Polygons created' },
  { key: 'stationsCreated', label: 'Stations created' },
];

function headline(result: ImportResult): { title: string; colour: string } {
  const verb = result.dryRun ? 'File checked' : 'Import completed';
  return result.success ? { title: verb, colour: 'green' } : { title: `${verb} with errors`, colour: 'orange' };
}

function RowList({ title, rows }: { title: string; rows: { row: number; text: string }[] }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <Table withTableBorder verticalSpacing={4} aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>Row</Table.Th>
            <Table.Th>Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, IMPORT_DETAIL_ROWS_SHOWN).map((row) => (
            <Table.Tr key={row.row}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>{row.text}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length > IMPORT_DETAIL_ROWS_SHOWN && (
        <Text size="sm" c="dimmed">
          The first {IMPORT_DETAIL_ROWS_SHOWN} of {rows.length.toLocaleString('en-US')} rows are shown.
        </Text>
      )}
    </Stack>
  );
}

export function ImportResultPanel({ result }: { result: ImportResult }) {
  const { title, colour } = headline(result);
  const { stats } = result;
  return (
    <Stack gap="md">
      <Alert color={colour} title={title}>
        {result.dryRun ? 'Nothing was written. Import the file to write these rows.' : 'The imported documents are in the weighing history.'}
      </Alert>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {COUNTS.map(({ key, label }) => (
          <Stack key={key} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600} data-testid={`import-${key}`}>
              {Number(stats[key]).toLocaleString('en-US')}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <RowList title="Rows with errors" rows={stats.errorDetails.map(({ row, error }) => ({ row, text: error }))} />
      <RowList title="Skipped rows" rows={stats.skippedDetails.map(({ row, reason }) => ({ row, text: reason }))} />
    </Stack>
  );
}
