/** The stations table (spec part 2 section 2): Station Name, Type, Capacity, Status, Actions. */
import { Badge } from '@mantine/core';
import type { UnloadingStation } from '@weighbridge/contract/unloading-stations';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { type IntlShape, useIntl } from 'react-intl';
import { editDeleteActions } from '../../components/record-actions';
import { type PageFormats, useFormat } from '../../lib/use-format';
import { stationStatusMessages, stationsTableMessages as text } from './messages';
import { STATION_STATUS_COLOURS } from './station-status';

function stationColumns(intl: IntlShape, { formatNumber }: PageFormats): readonly CatalogueColumn<UnloadingStation>[] {
  return [
    { header: intl.formatMessage(text.name), cell: (station) => station.area_name, td: { fw: 600 } },
    { header: intl.formatMessage(text.type), cell: (station) => station.station_type },
    { header: intl.formatMessage(text.capacity), align: 'right', cell: (station) => formatNumber(station.capacity) },
    {
      header: intl.formatMessage(text.status),
      cell: (station) => (
        <Badge variant="light" color={STATION_STATUS_COLOURS[station.status]}>
          {intl.formatMessage(stationStatusMessages[station.status])}
        </Badge>
      ),
    },
  ];
}

type StationsTableProps = {
  stations: readonly UnloadingStation[];
  /** Left out when the user may not edit (or delete): the buttons are hidden. */
  onEdit?: (station: UnloadingStation) => void;
  onDelete?: (station: UnloadingStation) => void;
};

export function UnloadingStationsTable({ stations, onEdit, onDelete }: StationsTableProps) {
  const intl = useIntl();
  const formats = useFormat();
  return (
    <CatalogueTable
      records={stations}
      columns={stationColumns(intl, formats)}
      rowKey={(station) => station.station_id}
      emptyText={intl.formatMessage(text.none)}
      minWidth={560}
      actions={editDeleteActions((station) => intl.formatMessage(text.recordLabel, { name: station.area_name }), onEdit, onDelete)}
    />
  );
}
