/**
 * /readers: the card readers at the scales, with their connection and live status. Administrators
 * (scale.readers.configure) add, edit, disable and enable readers; a reader is never deleted.
 */
import type { Reader } from '@weighbridge/contract/scales';
import { usePermissions } from '../../app/permissions/permission-context';
import { useReaders } from '../../app/queries/readers';
import { useScales } from '../../app/queries/scales';
import { CataloguePage } from '../../components/catalogue-page';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useUpdateReader } from './api/update-reader';
import { deviceToggle } from './device-toggle';
import { readerBody, readerDraft } from './reader-draft';
import { ReaderFormModal } from './reader-form-modal';
import { ReadersTable } from './readers-table';


/** Disabling a reader stops it identifying trucks, perhaps while one drives on. */
const disableConfirmation = (reader: Reader) => `Disable ${reader.name}? It is disconnected and its cards are not read until it is enabled again.`;

export function ReadersPage() {
  const readers = useReaders();
  const scales = useScales();
  const updateReader = useUpdateReader();
  const mayConfigure = usePermissions().hasPermission('scale.readers.configure');

  useLoadFailure(readers.isError, () => showToast('error', 'Failed to load readers'));

  const toggle = deviceToggle({
    update: updateReader,
    switched: (reader: Reader, enabled) => ({ readerId: reader.reader_id, reader: readerBody({ ...readerDraft(reader), enabled }) }),
    noun: 'Reader',
    disableQuestion: disableConfirmation,
  });

  return (
    <CataloguePage
      title="Readers"
      addLabel="Add Reader"
      records={readers}
      mayAdd={mayConfigure}
      table={(records, edit) => (
        <ReadersTable readers={records} scales={scales.data ?? []} onEdit={mayConfigure ? edit : undefined} onToggle={mayConfigure ? toggle : undefined} />
      )}
      form={(reader, close) => <ReaderFormModal reader={reader} onClose={close} />}
    />
  );
}
