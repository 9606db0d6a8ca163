/** The stations table (spec part 2 section 2): Station Name, Type, Capacity, Status, Actions. */
import { Badge, Table, Text } from '@mantine/core';
import type { UnloadingStation } from '@weighbridge/contract/unloading-stations';
import { RecordActions } from '../../components/record-actions';
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
              {withActions && (
                <Table.Td>
                  <RecordActions
                    label={`station ${station.area_name}`}
                    onEdit={onEdit && (() => onEdit(station))}
                    onDelete={onDelete && (() => onDelete(station))}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
          {stations.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={withActions ? 5 : 4}>
                <Text ta="center" c="dimmed" py="md">
                  No stations found
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
