/** The columns the first sheet must or may have, as the server lists them. */
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useImportColumns } from './api/get-import-columns';

export function ExpectedColumns() {
  const columns = useImportColumns();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Expected columns
        </Title>
        <Text size="sm" c="dimmed">
          The first sheet's first row names the columns; each row below it is one load weighing.
        </Text>
        {columns.isError && <Text c="red">Failed to load data</Text>}
        {columns.data && (
          <Table withTableBorder striped aria-label="Expected columns">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Column</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Required</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {columns.data.data.map((column) => (
                <Table.Tr key={column.name}>
                  <Table.Td>
                    <Text fw={600} size="sm" ff="monospace">
                      {column.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{column.description}</Table.Td>
                  <Table.Td>{column.required ? 'Yes' : 'No'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
