/** The scales table: Name, Location, Capacity, Division, Connection, Protocol, Enabled, Status and the actions. */
import { Table } from '@mantine/core';
import { protocolLabel, type Scale } from '@weighbridge/contract/scales';
import { EmptyTableRow } from '../../components/record-table-rows';
import { formatDivision, formatNumber, NOT_SET } from '../../lib/format';
import { describeConnection } from './connection';
import { DeviceActionsCell } from './device-actions';
import { ScaleStatus } from './scale-status';

type ScalesTableProps = {
  scales: readonly Scale[];
  /** Left out when the user may not configure scales: the actions column is hidden. */
  onEdit?: (scale: Scale) => void;
  onToggle?: (scale: Scale) => void;
};

export function ScalesTable({ scales, onEdit, onToggle }: ScalesTableProps) {
  const withActions = Boolean(onEdit && onToggle);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Location</Table.Th>
            <Table.Th ta="right">Capacity (kg)</Table.Th>
            <Table.Th ta="right">Division (kg)</Table.Th>
            <Table.Th>Connection</Table.Th>
            <Table.Th>Protocol</Table.Th>
            <Table.Th>Enabled</Table.Th>
            <Table.Th>Status</Table.Th>
            {withActions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {scales.map((scale) => (
            <Table.Tr key={scale.scale_id}>
              <Table.Td fw={600}>{scale.name}</Table.Td>
              <Table.Td>{scale.location ?? NOT_SET}</Table.Td>
              <Table.Td ta="right">{formatNumber(scale.capacity_kg)}</Table.Td>
              <Table.Td ta="right">{formatDivision(scale.division_kg)}</Table.Td>
              <Table.Td>{describeConnection(scale)}</Table.Td>
              {/* A scale without an indicator speaks no protocol. */}
              <Table.Td>{scale.connection === 'manual' ? NOT_SET : protocolLabel(scale)}</Table.Td>
              <Table.Td>{scale.enabled ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>
                <ScaleStatus scale={scale} />
              </Table.Td>
              {onEdit && onToggle && (
                <DeviceActionsCell label={`scale ${scale.name}`} enabled={scale.enabled} onEdit={() => onEdit(scale)} onToggle={() => onToggle(scale)} />
              )}
            </Table.Tr>
          ))}
          {scales.length === 0 && <EmptyTableRow columns={withActions ? 9 : 8} text="No scales found" />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
