/** The columns the first sheet must or may have, as the server lists them. */
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useKnownTexts } from '../../lib/known-texts';
import { useImportColumns } from './api/get-import-columns';
import { expectedColumnsMessages as text, importColumnMessages } from './messages';

export function ExpectedColumns() {
  const columns = useImportColumns();
  const intl = useIntl();
  const knownText = useKnownTexts(importColumnMessages);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {intl.formatMessage(text.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(text.explanation)}
        </Text>
        {columns.isError && <Text c="red">{intl.formatMessage(text.failed)}</Text>}
        {columns.data && (
          <Table withTableBorder striped aria-label={intl.formatMessage(text.title)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(text.column)}</Table.Th>
                <Table.Th>{intl.formatMessage(text.description)}</Table.Th>
                <Table.Th>{intl.formatMessage(text.required)}</Table.Th>
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
                  <Table.Td>{knownText(column.description)}</Table.Td>
                  <Table.Td>{intl.formatMessage(column.required ? text.yes : text.no)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
