/** The Add Material / Edit Material dialog (spec part 2 sections 3, 5 and 8). */
import { NativeSelect, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import {
  DEFAULT_UNIT_OF_MEASURE,
  type Material,
  materialInputSchema,
  UNITS_OF_MEASURE,
  type UnitOfMeasure,
} from '@weighbridge/contract/materials';
import { errorText } from '../../app/api-client';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { checkForm, numberOrNull } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { useCreateMaterial } from './api/create-material';
import { useUpdateMaterial } from './api/update-material';

/** The labels the server's messages use too. */
const LABELS = FIELD_LABELS.materials;

type MaterialDraft = {
  name: string;
  registration_id: string;
  category: string;
  unit_of_measure: UnitOfMeasure;
  density_kg_m3: number | string;
  price_per_unit: number | string;
  description: string;
};

function materialDraft(material: Material | undefined): MaterialDraft {
  return {
    name: material?.name ?? '',
    registration_id: material?.registration_id ?? '',
    category: material?.category ?? '',
    unit_of_measure: material?.unit_of_measure ?? DEFAULT_UNIT_OF_MEASURE,
    density_kg_m3: material?.density_kg_m3 ?? '',
    price_per_unit: material?.price_per_unit ?? '',
    description: material?.description ?? '',
  };
}

type MaterialFormModalProps = { material?: Material; onClose: () => void };

export function MaterialFormModal({ material, onClose }: MaterialFormModalProps) {
  const { draft, errors, change, setErrors } = useFormDraft(materialDraft(material));
  const createMaterial = useCreateMaterial();
  const updateMaterial = useUpdateMaterial();

  async function save() {
    const body = { ...draft, density_kg_m3: numberOrNull(draft.density_kg_m3), price_per_unit: numberOrNull(draft.price_per_unit) };
    const check = checkForm(materialInputSchema, body, LABELS);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      if (material) await updateMaterial.mutateAsync({ materialId: material.material_id, material: check.values });
      else await createMaterial.mutateAsync(check.values);
      showToast('success', material ? 'Material updated successfully' : 'Material created successfully');
      onClose();
    } catch (error) {
      showToast('error', errorText(error, 'Failed to save material'));
    }
  }

  return (
    <FormModal
      title={material ? 'Edit Material' : 'Add Material'}
      saving={createMaterial.isPending || updateMaterial.isPending}
      onSubmit={save}
      onClose={onClose}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={LABELS.name}
          data-autofocus
          required
          value={draft.name}
          error={errors.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
        <TextInput
          label={LABELS.registration_id}
          required
          value={draft.registration_id}
          error={errors.registration_id}
          onChange={(event) => change({ registration_id: event.currentTarget.value })}
        />
        <TextInput
          label={LABELS.category}
          placeholder="e.g. Aggregate or Building Material"
          value={draft.category}
          error={errors.category}
          onChange={(event) => change({ category: event.currentTarget.value })}
        />
        <NativeSelect
          label={LABELS.unit_of_measure}
          data={UNITS_OF_MEASURE}
          value={draft.unit_of_measure}
          error={errors.unit_of_measure}
          onChange={(event) => change({ unit_of_measure: event.currentTarget.value as UnitOfMeasure })}
        />
        <NumberInput
          label={LABELS.density_kg_m3}
          min={0}
          step={0.01}
          decimalScale={2}
          value={draft.density_kg_m3}
          error={errors.density_kg_m3}
          onChange={(value) => change({ density_kg_m3: value })}
        />
        <NumberInput
          label={LABELS.price_per_unit}
          min={0}
          step={0.01}
          decimalScale={2}
          value={draft.price_per_unit}
          error={errors.price_per_unit}
          onChange={(value) => change({ price_per_unit: value })}
        />
      </SimpleGrid>
      <Textarea
        label={LABELS.description}
        autosize
        minRows={2}
        value={draft.description}
        error={errors.description}
        onChange={(event) => change({ description: event.currentTarget.value })}
      />
    </FormModal>
  );
}
