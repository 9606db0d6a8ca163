/** The Add Reader / Edit Reader dialog: the reader, the scale it stands at, its connection and its line format. */
import { SimpleGrid } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { CARD_NUMBER_FORMATS, READER_CONNECTIONS, type Reader, readerInputSchema } from '@weighbridge/contract/scales';
import { useScales } from '../../app/queries/scales';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftCheckbox, DraftNativeSelect, DraftNumberInput, DraftRecordSelect, DraftTextInput } from '../../components/draft-fields';
import { useCreateReader } from './api/create-reader';
import { useUpdateReader } from './api/update-reader';
import { CONNECTION_HINTS, CONNECTION_LABELS } from './connection';
import { ConnectionFields } from './connection-fields';
import { CARD_FORMAT_LABELS, readerBody, readerDraft } from './reader-draft';
import { errorText } from '../../app/api-client';
import { showSaveFailure } from '../../components/save-failure';

/** The labels the server's messages use too. */
const LABELS = FIELD_LABELS.readers;

const CONNECTION_OPTIONS = READER_CONNECTIONS.map((connection) => ({ value: connection, label: CONNECTION_LABELS[connection] }));
const CARD_FORMAT_OPTIONS = CARD_NUMBER_FORMATS.map((format) => ({ value: format, label: CARD_FORMAT_LABELS[format] }));

type ReaderFormModalProps = { reader?: Reader; onClose: () => void };

export function ReaderFormModal({ reader, onClose }: ReaderFormModalProps) {
  const scales = useScales();
  const form = useCatalogueForm({
    record: reader,
    draft: readerDraft,
    schema: readerInputSchema,
    labels: LABELS,
    body: readerBody,
    create: useCreateReader(),
    update: useUpdateReader(),
    updateOf: (record, values) => ({ readerId: record.reader_id, reader: values }),
    noun: 'Reader',
    announcesSave: true,
    reportFailure: (error, failure) => showSaveFailure(errorText(error, failure.fallback), failure),
    onClose,
  });
  // A reader is put at an enabled scale; one already standing at a disabled scale keeps it on offer.
  const scaleChoices = (scales.data ?? [])
    .filter((scale) => scale.enabled || scale.scale_id === reader?.scale_id)
    .map((scale) => ({ value: scale.scale_id, label: scale.name }));

  return (
    <CatalogueFormModal form={form} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DraftTextInput form={form} field="name" data-autofocus required placeholder="e.g. Entry reader" />
        <DraftRecordSelect
          form={form}
          field="scale_id"
          required
          placeholder="Choose the scale it stands at"
          data={scaleChoices}
          searchable
          nothingFoundMessage="No scale found"
        />
      </SimpleGrid>
      <DraftNativeSelect form={form} field="connection" description={CONNECTION_HINTS[form.draft.connection]} data={CONNECTION_OPTIONS} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ConnectionFields connection={form.draft.connection} form={form} />
        <DraftNativeSelect form={form} field="card_format" description="How the reader writes card numbers." data={CARD_FORMAT_OPTIONS} />
        <DraftNumberInput
          form={form}
          field="repeat_window_seconds"
          description="The same card read again within it counts once."
          min={0}
          max={3600}
          allowDecimal={false}
          allowNegative={false}
        />
        <DraftTextInput form={form} field="prefix" description="Characters before the card number, stripped." />
        <DraftTextInput form={form} field="suffix" description="Characters after the card number, stripped." />
      </SimpleGrid>
      <DraftCheckbox form={form} field="enabled" description="A disabled reader is not connected and its cards are not read." />
    </CatalogueFormModal>
  );
}
