/** The Add Material / Edit Material dialog (spec part 2 sections 3, 5 and 8). */
import { SimpleGrid } from '@mantine/core';
import {
  DEFAULT_UNIT_OF_MEASURE,
  type Material,
  materialInputSchema,
  UNITS_OF_MEASURE,
  type UnitOfMeasure,
} from '@weighbridge/contract/materials';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftNativeSelect, DraftNumberInput, DraftTextarea, DraftTextInput } from '../../components/draft-fields';
import { showToast } from '../../components/toast';
import { numberOrNull } from '../../lib/form-check';
import { recordDraft } from '../../lib/record-draft';
import { useCreateMaterial } from './api/create-material';
import { useUpdateMaterial } from './api/update-material';
import { materialFormMessages as text } from './messages';

type MaterialDraft = {
  name: string;
  registration_id: string;
  category: string;
  unit_of_measure: UnitOfMeasure;
  density_kg_m3: number | string;
  price_per_unit: number | string;
  description: string;
  size_from_mm: number | string;
  size_to_mm: number | string;
};

const EMPTY_MATERIAL: MaterialDraft = {
  name: '',
  registration_id: '',
  category: '',
  unit_of_measure: DEFAULT_UNIT_OF_MEASURE,
  density_kg_m3: '',
  price_per_unit: '',
  description: '',
  size_from_mm: '',
  size_to_mm: '',
};

type MaterialFormModalProps = { material?: Material; onClose: () => void };

export function MaterialFormModal({ material, onClose }: MaterialFormModalProps) {
  const intl = useIntl();
  const form = useCatalogueForm({
    record: material,
    draft: (record) => recordDraft(record, EMPTY_MATERIAL),
    schema: materialInputSchema,
    fields: 'materials',
    body: (draft) => ({
      ...draft,
      density_kg_m3: numberOrNull(draft.density_kg_m3),
      price_per_unit: numberOrNull(draft.price_per_unit),
      size_from_mm: numberOrNull(draft.size_from_mm),
      size_to_mm: numberOrNull(draft.size_to_mm),
    }),
    create: useCreateMaterial(),
    update: useUpdateMaterial(),
    updateOf: (record, values) => ({ materialId: record.material_id, material: values }),
    noun: text.noun,
    announcesSave: true,
    reportFailure: (error, { fallback, say }) => showToast('error', say(errorText(error, fallback))),
    onClose,
  });

  return (
    <CatalogueFormModal form={form} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DraftTextInput form={form} field="name" data-autofocus required />
        <DraftTextInput form={form} field="registration_id" required />
        <DraftTextInput form={form} field="category" placeholder={intl.formatMessage(text.categoryPlaceholder)} />
        <DraftNativeSelect form={form} field="unit_of_measure" data={UNITS_OF_MEASURE} />
        <DraftNumberInput form={form} field="density_kg_m3" min={0} step={0.01} decimalScale={2} />
        <DraftNumberInput form={form} field="price_per_unit" min={0} step={0.01} decimalScale={2} />
        {/* A product of the crushing plants has a size fraction: 0 and 4 are the 0-4 mm product. */}
        <DraftNumberInput form={form} field="size_from_mm" min={0} step={1} decimalScale={2} />
        <DraftNumberInput form={form} field="size_to_mm" min={0} step={1} decimalScale={2} />
      </SimpleGrid>
      <DraftTextarea form={form} field="description" autosize minRows={2} />
    </CatalogueFormModal>
  );
}
