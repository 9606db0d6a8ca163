/** The readers table: Name, Scale, Connection, Format, Repeat window, Enabled, Status and the actions. */
import { Table } from '@mantine/core';
import type { Reader, Scale } from '@weighbridge/contract/scales';
import { EmptyTableRow } from '../../components/record-table-rows';
import { NOT_SET } from '../../lib/format';
import { describeConnection } from './connection';
import { DeviceActionsCell } from './device-actions';
import { describeCardFormat } from './reader-draft';
import { ReaderStatus } from './reader-status';

type ReadersTableProps = {
  readers: readonly Reader[];
  /** The scales the readers stand at, to name them; empty while they load. */
  scales: readonly Scale[];
  /** Left out when the user may not configure readers: the actions column is hidden. */
  onEdit?: (reader: Reader) => void;
  onToggle?: (reader: Reader) => void;
};

export function ReadersTable({ readers, scales, onEdit, onToggle }: ReadersTableProps) {
  const withActions = Boolean(onEdit && onToggle);
  const scaleName = (scaleId: number) => scales.find((scale) => scale.scale_id === scaleId)?.name ?? NOT_SET;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Scale</Table.Th>
            <Table.Th>Connection</Table.Th>
            <Table.Th>Format</Table.Th>
            <Table.Th ta="right">Repeat window (s)</Table.Th>
            <Table.Th>Enabled</Table.Th>
            <Table.Th>Status</Table.Th>
            {withActions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {readers.map((reader) => (
            <Table.Tr key={reader.reader_id}>
              <Table.Td fw={600}>{reader.name}</Table.Td>
              <Table.Td>{scaleName(reader.scale_id)}</Table.Td>
              <Table.Td>{describeConnection(reader)}</Table.Td>
              <Table.Td>{describeCardFormat(reader)}</Table.Td>
              <Table.Td ta="right">{reader.repeat_window_seconds}</Table.Td>
              <Table.Td>{reader.enabled ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>
                <ReaderStatus reader={reader} />
              </Table.Td>
              {onEdit && onToggle && (
                <DeviceActionsCell label={`reader ${reader.name}`} enabled={reader.enabled} onEdit={() => onEdit(reader)} onToggle={() => onToggle(reader)} />
              )}
            </Table.Tr>
          ))}
          {readers.length === 0 && <EmptyTableRow columns={withActions ? 8 : 7} text="No readers found" />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
