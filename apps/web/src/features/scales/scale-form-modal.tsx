/**
 * The Add Scale / Edit Scale dialog: the scale, its connection with the fields that connection needs, and
 * for an indicator its protocol (the Toledo checksum, or the ASCII stream's pattern).
 */
import { SimpleGrid } from '@mantine/core';
import { type Scale, SCALE_CONNECTIONS, scaleInputSchema } from '@weighbridge/contract/scales';
import { useIntl } from 'react-intl';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftCheckbox, DraftNativeSelect, DraftNumberInput, DraftTextInput } from '../../components/draft-fields';
import { useCreateScale } from './api/create-scale';
import { useUpdateScale } from './api/update-scale';
import { connectionOptions } from './connection';
import { ConnectionFields } from './connection-fields';
import { connectionHintMessages, scaleFormMessages as text } from './messages';
import { ProtocolFields } from './protocol-fields';
import { errorText } from '../../app/api-client';
import { showSaveFailure } from '../../components/save-failure';
import { scaleBody, scaleDraft } from './scale-draft';

type ScaleFormModalProps = { scale?: Scale; onClose: () => void };

export function ScaleFormModal({ scale, onClose }: ScaleFormModalProps) {
  const intl = useIntl();
  const form = useCatalogueForm({
    record: scale,
    draft: scaleDraft,
    schema: scaleInputSchema,
    fields: 'scales',
    body: scaleBody,
    create: useCreateScale(),
    update: useUpdateScale(),
    updateOf: (record, values) => ({ scaleId: record.scale_id, scale: values }),
    noun: text.noun,
    announcesSave: true,
    reportFailure: (error, failure) => showSaveFailure(errorText(error, failure.fallback), failure),
    onClose,
  });
  const { connection } = form.draft;

  return (
    <CatalogueFormModal form={form} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DraftTextInput form={form} field="name" data-autofocus required placeholder={intl.formatMessage(text.namePlaceholder)} />
        <DraftTextInput form={form} field="location" placeholder={intl.formatMessage(text.locationPlaceholder)} />
        <DraftNumberInput form={form} field="capacity_kg" required placeholder={intl.formatMessage(text.capacityPlaceholder)} min={1} allowDecimal={false} allowNegative={false} />
        <DraftNumberInput form={form} field="division_kg" required placeholder={intl.formatMessage(text.divisionPlaceholder)} min={0} decimalScale={3} allowNegative={false} />
      </SimpleGrid>
      <DraftNativeSelect form={form} field="connection" description={intl.formatMessage(connectionHintMessages[connection])}
        data={connectionOptions(intl, SCALE_CONNECTIONS)}
       />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ConnectionFields connection={connection} form={form} />
      </SimpleGrid>
      {/* A scale without an indicator speaks no protocol. */}
      {connection !== 'manual' && <ProtocolFields form={form} />}
      <DraftCheckbox form={form} field="enabled" description={intl.formatMessage(text.enabledHint)} />
    </CatalogueFormModal>
  );
}
