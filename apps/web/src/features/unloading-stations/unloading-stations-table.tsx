/** The stations table (spec part 2 section 2): Station Name, Type, Capacity, Status, Actions. */
import { Badge, Table } from '@mantine/core';
import type { UnloadingStation } from '@weighbridge/contract/unloading-stations';
import { EmptyTableRow, RecordActionsCell } from '../../components/record-table-rows';
import { formatNumber } from '../../lib/format';
import { STATION_STATUS_COLOURS, STATION_STATUS_LABELS } from './station-status';

type StationsTableProps = {
  stations: readonly UnloadingStation[];
  /** Left out when the user may not edit (or delete): the buttons are hidden. */
  onEdit?: (station: UnloadingStation) => void;
  onDelete?: (station: UnloadingStation) => void;
};

export function UnloadingStationsTable({ stations, onEdit, onDelete }: StationsTableProps) {
  const withActions = Boolean(onEdit || onDelete);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Station Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">Capacity</Table.Th>
            <Table.Th>Status</Table.Th>
            {withActions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stations.map((station) => (
            <Table.Tr key={station.station_id}>
              <Table.Td fw={600}>{station.area_name}</Table.Td>
              <Table.Td>{station.station_type}</Table.Td>
              <Table.Td ta="right">{formatNumber(station.capacity)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATION_STATUS_COLOURS[station.status]}>
                  {STATION_STATUS_LABELS[station.status]}
                </Badge>
              </Table.Td>
              {withActions && <RecordActionsCell label={`station ${station.area_name}`} record={station} onEdit={onEdit} onDelete={onDelete} />}
            </Table.Tr>
          ))}
          {stations.length === 0 && <EmptyTableRow columns={withActions ? 5 : 4} text="No stations found" />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
