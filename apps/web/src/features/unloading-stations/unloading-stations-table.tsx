/** The stations table (spec part 2 section 2): Station Name, Type, Capacity, Status, Actions. */
import { Badge } from '@mantine/core';
import type { UnloadingStation } from '@weighbridge/contract/unloading-stations';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { editDeleteActions } from '../../components/record-actions';
import { formatNumber } from '../../lib/format';
import { STATION_STATUS_COLOURS, STATION_STATUS_LABELS } from './station-status';

const COLUMNS: readonly CatalogueColumn<UnloadingStation>[] = [
  { header: 'Station Name', cell: (station) => station.area_name, td: { fw: 600 } },
  { header: 'Type', cell: (station) => station.station_type },
  { header: 'Capacity', align: 'right', cell: (station) => formatNumber(station.capacity) },
  {
    header: 'Status',
    cell: (station) => (
      <Badge variant="light" color={STATION_STATUS_COLOURS[station.status]}>
        {STATION_STATUS_LABELS[station.status]}
      </Badge>
    ),
  },
];

type StationsTableProps = {
  stations: readonly UnloadingStation[];
  /** Left out when the user may not edit (or delete): the buttons are hidden. */
  onEdit?: (station: UnloadingStation) => void;
  onDelete?: (station: UnloadingStation) => void;
};

export function UnloadingStationsTable({ stations, onEdit, onDelete }: StationsTableProps) {
  return (
    <CatalogueTable
      records={stations}
      columns={COLUMNS}
      rowKey={(station) => station.station_id}
      emptyText="No stations found"
      minWidth={560}
      actions={editDeleteActions((station) => `station ${station.area_name}`, onEdit, onDelete)}
    />
  );
}
