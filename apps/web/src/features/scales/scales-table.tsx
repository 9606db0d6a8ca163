/** The scales table: Name, Location, Capacity, Division, Connection, Protocol, Enabled, Status and the actions. */
import { protocolLabel, type Scale } from '@weighbridge/contract/scales';
import { type IntlShape, useIntl } from 'react-intl';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { NOT_SET } from '../../lib/format';
import { type PageFormats, useFormat } from '../../lib/use-format';
import { describeConnection } from './connection';
import { protocolNamesIn } from './protocol-names';
import { deviceActions } from './device-actions';
import { deviceTableMessages as device, scalesTableMessages as text } from './messages';
import { ScaleStatus } from './scale-status';

function scaleColumns(intl: IntlShape, { formatNumber, formatDivision }: PageFormats): readonly CatalogueColumn<Scale>[] {
  return [
    { header: intl.formatMessage(device.name), cell: (scale) => scale.name, td: { fw: 600 } },
    { header: intl.formatMessage(text.location), cell: (scale) => scale.location ?? NOT_SET },
    { header: intl.formatMessage(text.capacity), align: 'right', cell: (scale) => formatNumber(scale.capacity_kg) },
    { header: intl.formatMessage(text.division), align: 'right', cell: (scale) => formatDivision(scale.division_kg) },
    { header: intl.formatMessage(device.connection), cell: (scale) => describeConnection(intl, scale) },
    // A scale without an indicator speaks no protocol.
    { header: intl.formatMessage(text.protocol), cell: (scale) => (scale.connection === 'manual' ? NOT_SET : protocolLabel(scale, protocolNamesIn(intl))) },
    { header: intl.formatMessage(device.enabled), cell: (scale) => intl.formatMessage(scale.enabled ? device.yes : device.no) },
    { header: intl.formatMessage(device.status), cell: (scale) => <ScaleStatus scale={scale} /> },
  ];
}

type ScalesTableProps = {
  scales: readonly Scale[];
  /** Left out when the user may not configure scales: the actions column is hidden. */
  onEdit?: (scale: Scale) => void;
  onToggle?: (scale: Scale) => void;
};

export function ScalesTable({ scales, onEdit, onToggle }: ScalesTableProps) {
  const intl = useIntl();
  const formats = useFormat();
  return (
    <CatalogueTable
      records={scales}
      columns={scaleColumns(intl, formats)}
      rowKey={(scale) => scale.scale_id}
      emptyText={intl.formatMessage(text.none)}
      minWidth={900}
      actions={deviceActions('scale', onEdit, onToggle)}
    />
  );
}
