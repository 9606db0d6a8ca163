/** The readers table: Name, Scale, Connection, Format, Repeat window, Enabled, Status and the actions. */
import type { Reader, Scale } from '@weighbridge/contract/scales';
import { useIntl } from 'react-intl';
import { CatalogueTable } from '../../components/catalogue-table';
import { NOT_SET } from '../../lib/format';
import { describeConnection } from './connection';
import { deviceActions } from './device-actions';
import { deviceTableMessages as device, readersTableMessages as text } from './messages';
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
  const intl = useIntl();
  const scaleName = (scaleId: number) => scales.find((scale) => scale.scale_id === scaleId)?.name ?? NOT_SET;
  return (
    <CatalogueTable
      records={readers}
      columns={[
        { header: intl.formatMessage(device.name), cell: (reader) => reader.name, td: { fw: 600 } },
        { header: intl.formatMessage(text.scale), cell: (reader) => scaleName(reader.scale_id) },
        { header: intl.formatMessage(device.connection), cell: (reader) => describeConnection(intl, reader) },
        { header: intl.formatMessage(text.format), cell: (reader) => describeCardFormat(intl, reader) },
        { header: intl.formatMessage(text.repeatWindow), align: 'right', cell: (reader) => reader.repeat_window_seconds },
        { header: intl.formatMessage(device.enabled), cell: (reader) => intl.formatMessage(reader.enabled ? device.yes : device.no) },
        { header: intl.formatMessage(device.status), cell: (reader) => <ReaderStatus reader={reader} /> },
      ]}
      rowKey={(reader) => reader.reader_id}
      emptyText={intl.formatMessage(text.none)}
      minWidth={900}
      actions={deviceActions('reader', onEdit, onToggle)}
    />
  );
}
