/**
 * The Add Scale / Edit Scale dialog: the scale, its connection with the fields that connection needs, and
 * for an indicator its protocol (the Toledo checksum, or the ASCII stream's pattern).
 */
import { Checkbox, NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { type Scale, SCALE_CONNECTIONS, type ScaleConnection, scaleInputSchema } from '@weighbridge/contract/scales';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { checkForm } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { useCreateScale } from './api/create-scale';
import { useUpdateScale } from './api/update-scale';
import { CONNECTION_HINTS, CONNECTION_LABELS } from './connection';
import { ConnectionFields } from './connection-fields';
import { ProtocolFields } from './protocol-fields';
import { reportSaveFailure } from './save-failure';
import { scaleBody, scaleDraft } from './scale-draft';

/** The labels the server's messages use too. */
const LABELS = FIELD_LABELS.scales;

const CONNECTION_OPTIONS = SCALE_CONNECTIONS.map((connection) => ({ value: connection, label: CONNECTION_LABELS[connection] }));

type ScaleFormModalProps = { scale?: Scale; onClose: () => void };

export function ScaleFormModal({ scale, onClose }: ScaleFormModalProps) {
  const { draft, errors, change, setErrors } = useFormDraft(scaleDraft(scale));
  const createScale = useCreateScale();
  const updateScale = useUpdateScale();
  const hasIndicator = draft.connection !== 'manual';

  async function save() {
    const check = checkForm(scaleInputSchema, scaleBody(draft), LABELS);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      if (scale) await updateScale.mutateAsync({ scaleId: scale.scale_id, scale: check.values });
      else await createScale.mutateAsync(check.values);
      showToast('success', scale ? 'Scale updated successfully' : 'Scale created successfully');
      onClose();
    } catch (error) {
      reportSaveFailure(error, { labels: LABELS, fields: Object.keys(draft), setErrors, fallback: 'Failed to save scale' });
    }
  }

  return (
    <FormModal title={scale ? 'Edit Scale' : 'Add Scale'} saving={createScale.isPending || updateScale.isPending} onSubmit={save} onClose={onClose} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={LABELS.name}
          data-autofocus
          required
          placeholder="e.g. Weighbridge 2"
          value={draft.name}
          error={errors.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
        <TextInput
          label={LABELS.location}
          placeholder="e.g. North gate"
          value={draft.location}
          error={errors.location}
          onChange={(event) => change({ location: event.currentTarget.value })}
        />
        <NumberInput
          label={LABELS.capacity_kg}
          required
          placeholder="e.g. 60000"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          value={draft.capacity_kg}
          error={errors.capacity_kg}
          onChange={(value) => change({ capacity_kg: value })}
        />
        <NumberInput
          label={LABELS.division_kg}
          required
          placeholder="e.g. 20"
          min={0}
          decimalScale={3}
          allowNegative={false}
          value={draft.division_kg}
          error={errors.division_kg}
          onChange={(value) => change({ division_kg: value })}
        />
      </SimpleGrid>
      <NativeSelect
        label={LABELS.connection}
        description={CONNECTION_HINTS[draft.connection]}
        data={CONNECTION_OPTIONS}
        value={draft.connection}
        error={errors.connection}
        onChange={(event) => change({ connection: event.currentTarget.value as ScaleConnection })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ConnectionFields connection={draft.connection} draft={draft} errors={errors} change={change} />
      </SimpleGrid>
      {hasIndicator && <ProtocolFields draft={draft} errors={errors} change={change} />}
      <Checkbox
        label={LABELS.enabled}
        description="A disabled scale is not connected and not offered for weighing."
        checked={draft.enabled}
        error={errors.enabled}
        onChange={(event) => change({ enabled: event.currentTarget.checked })}
      />
    </FormModal>
  );
}
