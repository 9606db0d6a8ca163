/** The Add Reader / Edit Reader dialog: the reader, the scale it stands at, its connection and its line format. */
import { SimpleGrid } from '@mantine/core';
import { CARD_NUMBER_FORMATS, READER_CONNECTIONS, type Reader, readerInputSchema } from '@weighbridge/contract/scales';
import { type IntlShape, useIntl } from 'react-intl';
import { useScales } from '../../app/queries/scales';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftCheckbox, DraftNativeSelect, DraftNumberInput, DraftRecordSelect, DraftTextInput } from '../../components/draft-fields';
import { useCreateReader } from './api/create-reader';
import { useUpdateReader } from './api/update-reader';
import { connectionOptions } from './connection';
import { ConnectionFields } from './connection-fields';
import { cardFormatMessages, connectionHintMessages, readerFormMessages as text } from './messages';
import { readerBody, readerDraft } from './reader-draft';
import { errorText } from '../../app/api-client';
import { showSaveFailure } from '../../components/save-failure';

const cardFormatOptions = (intl: IntlShape) =>
  CARD_NUMBER_FORMATS.map((format) => ({ value: format, label: intl.formatMessage(cardFormatMessages[format]) }));

type ReaderFormModalProps = { reader?: Reader; onClose: () => void };

export function ReaderFormModal({ reader, onClose }: ReaderFormModalProps) {
  const scales = useScales();
  const intl = useIntl();
  const form = useCatalogueForm({
    record: reader,
    draft: readerDraft,
    schema: readerInputSchema,
    fields: 'readers',
    body: readerBody,
    create: useCreateReader(),
    update: useUpdateReader(),
    updateOf: (record, values) => ({ readerId: record.reader_id, reader: values }),
    noun: text.noun,
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
        <DraftTextInput form={form} field="name" data-autofocus required placeholder={intl.formatMessage(text.namePlaceholder)} />
        <DraftRecordSelect
          form={form}
          field="scale_id"
          required
          placeholder={intl.formatMessage(text.scalePlaceholder)}
          data={scaleChoices}
          searchable
          nothingFoundMessage={intl.formatMessage(text.noScale)}
        />
      </SimpleGrid>
      <DraftNativeSelect form={form} field="connection" description={intl.formatMessage(connectionHintMessages[form.draft.connection])}
        data={connectionOptions(intl, READER_CONNECTIONS)}
       />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ConnectionFields connection={form.draft.connection} form={form} />
        <DraftNativeSelect form={form} field="card_format" description={intl.formatMessage(text.cardFormatHint)}
          data={cardFormatOptions(intl)}
         />
        <DraftNumberInput
          form={form}
          field="repeat_window_seconds"
          description={intl.formatMessage(text.repeatWindowHint)}
          min={0}
          max={3600}
          allowDecimal={false}
          allowNegative={false}
        />
        <DraftTextInput form={form} field="prefix" description={intl.formatMessage(text.prefixHint)} />
        <DraftTextInput form={form} field="suffix" description={intl.formatMessage(text.suffixHint)} />
      </SimpleGrid>
      <DraftCheckbox form={form} field="enabled" description={intl.formatMessage(text.enabledHint)} />
    </CatalogueFormModal>
  );
}
