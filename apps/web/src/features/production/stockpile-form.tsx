/** The New pile dialog: a product (a material with its size fraction), the place, and the opening balance and day. */
import { NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { siteDay } from '@weighbridge/contract/date-ranges';
import { MAX_STOCKPILE_TONS, stockpileInputSchema } from '@weighbridge/contract/stockpiles';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { useMaterials } from '../../app/queries/materials';
import { FormModal } from '../../components/form-modal';
import { SiteDayInput } from '../../components/site-day-input';
import { showToast } from '../../components/toast';
import { useFieldTexts } from '../../lib/field-texts';
import { checkForm, numberOrNull } from '../../lib/form-check';
import { useKnownTexts } from '../../lib/known-texts';
import { useNumberInputFormat } from '../../lib/number-input';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormDraft } from '../../lib/use-form-draft';
import { useCreateStockpile } from './api/save-stockpile';
import { movementFormMessages, stockpilePageMessages as text } from './messages';

export function StockpileFormModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const texts = useFieldTexts('production');
  const knownText = useKnownTexts();
  const numbers = useNumberInputFormat();
  const timeZone = useSiteTimeZone();
  const create = useCreateStockpile();
  const products = (useMaterials().data ?? []).filter((material) => material.size_to_mm !== null);
  const { draft, errors, change, setErrors } = useFormDraft({ material_id: '', place: '', opening_tons: '' as number | string, opening_date: siteDay(new Date(), timeZone) });

  async function save() {
    const check = checkForm(
      stockpileInputSchema,
      { material_id: draft.material_id ? Number(draft.material_id) : (null as unknown as number), place: draft.place, opening_tons: numberOrNull(draft.opening_tons), opening_date: draft.opening_date },
      texts,
    );
    if (!check.ok) return setErrors(check.errors);
    try {
      await create.mutateAsync(check.values);
      showToast('success', intl.formatMessage(text.pileCreated));
      onClose();
    } catch (error) {
      showToast('error', knownText(errorText(error, intl.formatMessage(text.pileSaveFailed))));
    }
  }

  return (
    <FormModal title={intl.formatMessage(text.newPile)} saving={create.isPending} onSubmit={() => void save()} onClose={onClose}>
      <NativeSelect
        label={texts.shown.material_id}
        required
        data-autofocus
        error={errors.material_id}
        value={draft.material_id}
        data={[{ value: '', label: intl.formatMessage(movementFormMessages.chooseProduct) }, ...products.map((product) => ({ value: String(product.material_id), label: product.name }))]}
        onChange={(event) => change({ material_id: event.currentTarget.value })}
      />
      <TextInput label={texts.shown.place} required error={errors.place} value={draft.place} onChange={(event) => change({ place: event.currentTarget.value })} />
      <NumberInput
        label={texts.shown.opening_tons}
        error={errors.opening_tons}
        {...numbers}
        min={0}
        max={MAX_STOCKPILE_TONS}
        decimalScale={2}
        hideControls
        value={draft.opening_tons}
        onChange={(opening_tons) => change({ opening_tons })}
      />
      <SiteDayInput label={texts.shown.opening_date!} value={draft.opening_date} onChange={(opening_date) => change({ opening_date })} />
    </FormModal>
  );
}
