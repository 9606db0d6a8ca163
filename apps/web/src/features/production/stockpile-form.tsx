/**
 * The New pile and Edit pile dialog: a product (a material with its size fraction), the place (the pile's name),
 * and the opening balance and day. The server keeps the product of a pile with movements, and says so.
 */
import { NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { siteDay } from '@weighbridge/contract/date-ranges';
import { MAX_STOCKPILE_TONS, type Stockpile, stockpileInputSchema } from '@weighbridge/contract/stockpiles';
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
import { useCreateStockpile, useUpdateStockpile } from './api/save-stockpile';
import { movementFormMessages, stockpilePageMessages as text } from './messages';

/** The pile edited; none to open a new one. */
type StockpileFormProps = { pile?: Stockpile; onClose: () => void };

export function StockpileFormModal({ pile, onClose }: StockpileFormProps) {
  const intl = useIntl();
  const texts = useFieldTexts('production');
  const knownText = useKnownTexts();
  const numbers = useNumberInputFormat();
  const timeZone = useSiteTimeZone();
  const create = useCreateStockpile();
  const update = useUpdateStockpile();
  // A product is a material with a size fraction; an edited pile keeps offering its own even if that changed.
  const products = (useMaterials().data ?? []).filter((material) => material.size_to_mm !== null || material.material_id === pile?.material_id);
  const { draft, errors, change, setErrors } = useFormDraft({
    material_id: pile ? String(pile.material_id) : '',
    place: pile?.place ?? '',
    opening_tons: pile?.opening_tons ?? ('' as number | string),
    opening_date: pile?.opening_date ?? siteDay(new Date(), timeZone),
  });

  async function save() {
    const check = checkForm(
      stockpileInputSchema,
      { material_id: draft.material_id ? Number(draft.material_id) : (null as unknown as number), place: draft.place, opening_tons: numberOrNull(draft.opening_tons), opening_date: draft.opening_date },
      texts,
    );
    if (!check.ok) return setErrors(check.errors);
    try {
      if (pile) await update.mutateAsync({ stockpileId: pile.stockpile_id, pile: check.values });
      else await create.mutateAsync(check.values);
      showToast('success', intl.formatMessage(pile ? text.pileUpdated : text.pileCreated));
      onClose();
    } catch (error) {
      showToast('error', knownText(errorText(error, intl.formatMessage(text.pileSaveFailed))));
    }
  }

  return (
    <FormModal title={intl.formatMessage(pile ? text.editPile : text.newPile)} saving={create.isPending || update.isPending} onSubmit={() => void save()} onClose={onClose}>
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
