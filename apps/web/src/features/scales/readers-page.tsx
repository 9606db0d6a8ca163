/**
 * /readers: the card readers at the scales, with their connection and live status. Administrators
 * (scale.readers.configure) add, edit, disable and enable readers; a reader is never deleted.
 */
import type { Reader } from '@weighbridge/contract/scales';
import { useIntl } from 'react-intl';
import { usePermissions } from '../../app/permissions/permission-context';
import { useReaders } from '../../app/queries/readers';
import { useScales } from '../../app/queries/scales';
import { CataloguePage } from '../../components/catalogue-page';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useUpdateReader } from './api/update-reader';
import { deviceToggle } from './device-toggle';
import { readersPageMessages as text } from './messages';
import { readerBody, readerDraft } from './reader-draft';
import { ReaderFormModal } from './reader-form-modal';
import { ReadersTable } from './readers-table';

export function ReadersPage() {
  const readers = useReaders();
  const scales = useScales();
  const updateReader = useUpdateReader();
  const mayConfigure = usePermissions().hasPermission('scale.readers.configure');
  const intl = useIntl();
  const knownText = useKnownTexts();

  useLoadFailure(readers.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));

  const toggle = deviceToggle({
    update: updateReader,
    switched: (reader: Reader, enabled) => ({ readerId: reader.reader_id, reader: readerBody({ ...readerDraft(reader), enabled }) }),
    texts: { disabled: intl.formatMessage(text.disabled), enabled: intl.formatMessage(text.enabled), saveFailed: intl.formatMessage(text.saveFailed) },
    knownText,
    // Disabling a reader stops it identifying trucks, perhaps while one drives on.
    disableQuestion: (reader) => intl.formatMessage(text.disableQuestion, { name: reader.name }),
  });

  return (
    <CataloguePage
      title={intl.formatMessage(text.title)}
      addLabel={intl.formatMessage(text.add)}
      records={readers}
      mayAdd={mayConfigure}
      table={(records, edit) => (
        <ReadersTable readers={records} scales={scales.data ?? []} onEdit={mayConfigure ? edit : undefined} onToggle={mayConfigure ? toggle : undefined} />
      )}
      form={(reader, close) => <ReaderFormModal reader={reader} onClose={close} />}
    />
  );
}
