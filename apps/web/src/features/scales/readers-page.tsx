/**
 * /readers: the card readers at the scales, with their connection and live status. Administrators
 * (scale.readers.configure) add, edit, disable and enable readers; a reader is never deleted.
 */
import { Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Reader } from '@weighbridge/contract/scales';
import { useState } from 'react';
import { errorText } from '../../app/api-client';
import { usePermissions } from '../../app/permissions/permission-context';
import { useReaders } from '../../app/queries/readers';
import { useScales } from '../../app/queries/scales';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useUpdateReader } from './api/update-reader';
import { readerBody, readerDraft } from './reader-draft';
import { ReaderFormModal } from './reader-form-modal';
import { ReadersTable } from './readers-table';

/** The dialog that is open: adding (no reader) or editing one. */
type OpenForm = { reader?: Reader };

/** Disabling a reader stops it identifying trucks, perhaps while one drives on. */
const disableConfirmation = (reader: Reader) => `Disable ${reader.name}? It is disconnected and its cards are not read until it is enabled again.`;

export function ReadersPage() {
  const readers = useReaders();
  const scales = useScales();
  const updateReader = useUpdateReader();
  const mayConfigure = usePermissions().hasPermission('scale.readers.configure');
  const [form, setForm] = useState<OpenForm | null>(null);

  useLoadFailure(readers.isError, () => showToast('error', 'Failed to load readers'));

  function toggle(reader: Reader) {
    if (reader.enabled && !window.confirm(disableConfirmation(reader))) return;
    // The whole record goes back as it is stored, but for the switch: a PUT replaces the record.
    updateReader.mutate(
      { readerId: reader.reader_id, reader: readerBody({ ...readerDraft(reader), enabled: !reader.enabled }) },
      {
        onSuccess: () => showToast('success', reader.enabled ? 'Reader disabled' : 'Reader enabled'),
        onError: (error) => showToast('error', errorText(error, 'Failed to save reader')),
      },
    );
  }

  return (
    <>
      <PageToolbar title="Readers">
        {mayConfigure && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({})}>
            Add Reader
          </Button>
        )}
      </PageToolbar>
      {/* After a failed load the toast says so; an empty table would claim there are no readers. */}
      {readers.isPending && <LoadingNotice />}
      {readers.data && (
        <Paper withBorder radius="md">
          <ReadersTable
            readers={readers.data}
            scales={scales.data ?? []}
            onEdit={mayConfigure ? (reader) => setForm({ reader }) : undefined}
            onToggle={mayConfigure ? toggle : undefined}
          />
        </Paper>
      )}
      {form && <ReaderFormModal reader={form.reader} onClose={() => setForm(null)} />}
    </>
  );
}
