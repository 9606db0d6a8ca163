/** The Add Reader / Edit Reader dialog: the reader, the scale it stands at, its connection and its line format. */
import { Checkbox, NativeSelect, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import {
  CARD_NUMBER_FORMATS,
  type CardNumberFormat,
  READER_CONNECTIONS,
  type Reader,
  type ReaderConnection,
  readerInputSchema,
} from '@weighbridge/contract/scales';
import { useScales } from '../../app/queries/scales';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { checkForm } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { useCreateReader } from './api/create-reader';
import { useUpdateReader } from './api/update-reader';
import { CONNECTION_HINTS, CONNECTION_LABELS } from './connection';
import { ConnectionFields } from './connection-fields';
import { CARD_FORMAT_LABELS, readerBody, readerDraft } from './reader-draft';
import { reportSaveFailure } from './save-failure';

/** The labels the server's messages use too. */
const LABELS = FIELD_LABELS.readers;

const CONNECTION_OPTIONS = READER_CONNECTIONS.map((connection) => ({ value: connection, label: CONNECTION_LABELS[connection] }));
const CARD_FORMAT_OPTIONS = CARD_NUMBER_FORMATS.map((format) => ({ value: format, label: CARD_FORMAT_LABELS[format] }));

type ReaderFormModalProps = { reader?: Reader; onClose: () => void };

export function ReaderFormModal({ reader, onClose }: ReaderFormModalProps) {
  const { draft, errors, change, setErrors } = useFormDraft(readerDraft(reader));
  const scales = useScales();
  const createReader = useCreateReader();
  const updateReader = useUpdateReader();
  // A reader is put at an enabled scale; one already standing at a disabled scale keeps it on offer.
  const scaleChoices = (scales.data ?? [])
    .filter((scale) => scale.enabled || scale.scale_id === reader?.scale_id)
    .map((scale) => ({ value: scale.scale_id, label: scale.name }));

  async function save() {
    const check = checkForm(readerInputSchema, readerBody(draft), LABELS);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      if (reader) await updateReader.mutateAsync({ readerId: reader.reader_id, reader: check.values });
      else await createReader.mutateAsync(check.values);
      showToast('success', reader ? 'Reader updated successfully' : 'Reader created successfully');
      onClose();
    } catch (error) {
      reportSaveFailure(error, { labels: LABELS, fields: Object.keys(draft), setErrors, fallback: 'Failed to save reader' });
    }
  }

  return (
    <FormModal title={reader ? 'Edit Reader' : 'Add Reader'} saving={createReader.isPending || updateReader.isPending} onSubmit={save} onClose={onClose} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={LABELS.name}
          data-autofocus
          required
          placeholder="e.g. Entry reader"
          value={draft.name}
          error={errors.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
        <Select<number>
          label={LABELS.scale_id}
          required
          placeholder="Choose the scale it stands at"
          data={scaleChoices}
          searchable
          nothingFoundMessage="No scale found"
          value={draft.scale_id}
          error={errors.scale_id}
          onChange={(scaleId) => change({ scale_id: scaleId })}
        />
      </SimpleGrid>
      <NativeSelect
        label={LABELS.connection}
        description={CONNECTION_HINTS[draft.connection]}
        data={CONNECTION_OPTIONS}
        value={draft.connection}
        error={errors.connection}
        onChange={(event) => change({ connection: event.currentTarget.value as ReaderConnection })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ConnectionFields connection={draft.connection} draft={draft} errors={errors} change={change} />
        <NativeSelect
          label={LABELS.card_format}
          description="How the reader writes card numbers."
          data={CARD_FORMAT_OPTIONS}
          value={draft.card_format}
          error={errors.card_format}
          onChange={(event) => change({ card_format: event.currentTarget.value as CardNumberFormat })}
        />
        <NumberInput
          label={LABELS.repeat_window_seconds}
          description="The same card read again within it counts once."
          min={0}
          max={3600}
          allowDecimal={false}
          allowNegative={false}
          value={draft.repeat_window_seconds}
          error={errors.repeat_window_seconds}
          onChange={(value) => change({ repeat_window_seconds: value })}
        />
        <TextInput
          label={LABELS.prefix}
          description="Characters before the card number, stripped."
          value={draft.prefix}
          error={errors.prefix}
          onChange={(event) => change({ prefix: event.currentTarget.value })}
        />
        <TextInput
          label={LABELS.suffix}
          description="Characters after the card number, stripped."
          value={draft.suffix}
          error={errors.suffix}
          onChange={(event) => change({ suffix: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Checkbox
        label={LABELS.enabled}
        description="A disabled reader is not connected and its cards are not read."
        checked={draft.enabled}
        error={errors.enabled}
        onChange={(event) => change({ enabled: event.currentTarget.checked })}
      />
    </FormModal>
  );
}
