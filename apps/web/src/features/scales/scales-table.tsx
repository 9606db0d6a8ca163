/** The scales table: Name, Location, Capacity, Division, Connection, Protocol, Enabled, Status and the actions. */
import { protocolLabel, type Scale } from '@weighbridge/contract/scales';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { formatDivision, formatNumber, NOT_SET } from '../../lib/format';
import { describeConnection } from './connection';
import { deviceActions } from './device-actions';
import { ScaleStatus } from './scale-status';

const COLUMNS: readonly CatalogueColumn<Scale>[] = [
  { header: 'Name', cell: (scale) => scale.name, td: { fw: 600 } },
  { header: 'Location', cell: (scale) => scale.location ?? NOT_SET },
  { header: 'Capacity (kg)', align: 'right', cell: (scale) => formatNumber(scale.capacity_kg) },
  { header: 'Division (kg)', align: 'right', cell: (scale) => formatDivision(scale.division_kg) },
  { header: 'Connection', cell: describeConnection },
  // A scale without an indicator speaks no protocol.
  { header: 'Protocol', cell: (scale) => (scale.connection === 'manual' ? NOT_SET : protocolLabel(scale)) },
  { header: 'Enabled', cell: (scale) => (scale.enabled ? 'Yes' : 'No') },
  { header: 'Status', cell: (scale) => <ScaleStatus scale={scale} /> },
];

type ScalesTableProps = {
  scales: readonly Scale[];
  /** Left out when the user may not configure scales: the actions column is hidden. */
  onEdit?: (scale: Scale) => void;
  onToggle?: (scale: Scale) => void;
};

export function ScalesTable({ scales, onEdit, onToggle }: ScalesTableProps) {
  return (
    <CatalogueTable
      records={scales}
      columns={COLUMNS}
      rowKey={(scale) => scale.scale_id}
      emptyText="No scales found"
      minWidth={900}
      actions={deviceActions('scale', onEdit, onToggle)}
    />
  );
}
