/** The row a table shows when it has no records, across all its columns. */
import { Table, Text } from '@mantine/core';

export function EmptyTableRow({ columns, text }: { columns: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text ta="center" c="dimmed" py="md">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
