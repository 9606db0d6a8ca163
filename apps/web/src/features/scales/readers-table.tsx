/** The readers table: Name, Scale, Connection, Format, Repeat window, Enabled, Status and the actions. */
import type { Reader, Scale } from '@weighbridge/contract/scales';
import { CatalogueTable } from '../../components/catalogue-table';
import { NOT_SET } from '../../lib/format';
import { describeConnection } from './connection';
import { deviceActions } from './device-actions';
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
  const scaleName = (scaleId: number) => scales.find((scale) => scale.scale_id === scaleId)?.name ?? NOT_SET;
  return (
    <CatalogueTable
      records={readers}
      columns={[
        { header: 'Name', cell: (reader) => reader.name, td: { fw: 600 } },
        { header: 'Scale', cell: (reader) => scaleName(reader.scale_id) },
        { header: 'Connection', cell: describeConnection },
        { header: 'Format', cell: describeCardFormat },
        { header: 'Repeat window (s)', align: 'right', cell: (reader) => reader.repeat_window_seconds },
        { header: 'Enabled', cell: (reader) => (reader.enabled ? 'Yes' : 'No') },
        { header: 'Status', cell: (reader) => <ReaderStatus reader={reader} /> },
      ]}
      rowKey={(reader) => reader.reader_id}
      emptyText="No readers found"
      minWidth={900}
      actions={deviceActions('reader', onEdit, onToggle)}
    />
  );
}
