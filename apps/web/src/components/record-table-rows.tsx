/** Cells every master data table shares: the row's edit and delete buttons, and the row shown when the table is empty. */
import { Table, Text } from '@mantine/core';
import { RecordActions } from './record-actions';

type ActionsCellProps<T> = {
  /** What the buttons name, e.g. 'material Gravel 16/32'. */
  label: string;
  record: T;
  onEdit?: ((record: T) => void) | undefined;
  onDelete?: ((record: T) => void) | undefined;
};

export function RecordActionsCell<T>({ label, record, onEdit, onDelete }: ActionsCellProps<T>) {
  return (
    <Table.Td>
      <RecordActions label={label} onEdit={onEdit && (() => onEdit(record))} onDelete={onDelete && (() => onDelete(record))} />
    </Table.Td>
  );
}

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
