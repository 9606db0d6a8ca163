/**
 * The Add Scale / Edit Scale dialog: the scale, its connection with the fields that connection needs, and
 * for an indicator its protocol (the Toledo checksum, or the ASCII stream's pattern).
 */
import { SimpleGrid } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
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
import { useKnownTexts } from '../../lib/known-texts';
import { scaleBody, scaleDraft } from './scale-draft';

/** The labels the server's messages use too. */
const LABELS = FIELD_LABELS.scales;

type ScaleFormModalProps = { scale?: Scale; onClose: () => void };

export function ScaleFormModal({ scale, onClose }: ScaleFormModalProps) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const form = useCatalogueForm({
    record: scale,
    draft: scaleDraft,
    schema: scaleInputSchema,
    labels: LABELS,
    body: scaleBody,
    create: useCreateScale(),
    update: useUpdateScale(),
    updateOf: (record, values) => ({ scaleId: record.scale_id, scale: values }),
    noun: 'Scale',
    announcesSave: true,
    reportFailure: (error, failure) => showSaveFailure(knownText(errorText(error, failure.fallback)), failure),
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
