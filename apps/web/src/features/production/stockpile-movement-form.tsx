/**
 * The Record movement dialog: a dispatch out of a pile, or a transfer from one pile to another of the same
 * product (the piles offered as its target are those), with its tons, day and notes.
 */
import { NativeSelect, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { siteDay } from '@weighbridge/contract/date-ranges';
import { MAX_STOCKPILE_TONS, movementInputSchema, type Stockpile, TYPED_MOVEMENT_KINDS } from '@weighbridge/contract/stockpiles';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { FormModal } from '../../components/form-modal';
import { SiteDayInput } from '../../components/site-day-input';
import { showToast } from '../../components/toast';
import { useFieldTexts } from '../../lib/field-texts';
import { checkForm, numberOrNull } from '../../lib/form-check';
import { useKnownTexts } from '../../lib/known-texts';
import { useNumberInputFormat } from '../../lib/number-input';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormDraft } from '../../lib/use-form-draft';
import { useRecordMovement } from './api/save-stockpile';
import { movementFormMessages as text, movementKindMessages } from './messages';
import { pileName } from './stockpile-tables';

type Kind = (typeof TYPED_MOVEMENT_KINDS)[number];

export function MovementFormModal({ piles, onClose }: { piles: readonly Stockpile[]; onClose: () => void }) {
  const intl = useIntl();
  const texts = useFieldTexts('production');
  const knownText = useKnownTexts();
  const numbers = useNumberInputFormat();
  const timeZone = useSiteTimeZone();
  const recordMovement = useRecordMovement();
  const { draft, errors, change, setErrors } = useFormDraft({
    kind: 'out' as Kind,
    stockpile_id: String(piles[0]?.stockpile_id ?? ''),
    to_stockpile_id: '',
    tons: '' as number | string,
    moved_on: siteDay(new Date(), timeZone),
    notes: '',
  });
  const from = piles.find((pile) => String(pile.stockpile_id) === draft.stockpile_id);
  const targets = piles.filter((pile) => pile.material_id === from?.material_id && pile.stockpile_id !== from?.stockpile_id);
  const choices = (list: readonly Stockpile[]) => list.map((pile) => ({ value: String(pile.stockpile_id), label: pileName(pile) }));

  async function save() {
    const check = checkForm(
      movementInputSchema,
      {
        kind: draft.kind,
        stockpile_id: Number(draft.stockpile_id),
        to_stockpile_id: draft.kind === 'transfer' && draft.to_stockpile_id ? Number(draft.to_stockpile_id) : null,
        tons: numberOrNull(draft.tons),
        moved_on: draft.moved_on,
        notes: draft.notes.trim() || null,
      },
      texts,
    );
    if (!check.ok) return setErrors(check.errors);
    try {
      await recordMovement.mutateAsync(check.values);
      showToast('success', intl.formatMessage(text.recorded));
      onClose();
    } catch (error) {
      showToast('error', knownText(errorText(error, intl.formatMessage(text.saveFailed))));
    }
  }

  return (
    <FormModal title={intl.formatMessage(text.movementNoun)} saving={recordMovement.isPending} onSubmit={() => void save()} onClose={onClose}>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="movement-kind">
          {texts.shown.kind}
        </Text>
        <SegmentedControl
          aria-labelledby="movement-kind"
          data={TYPED_MOVEMENT_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage(movementKindMessages[kind]) }))}
          value={draft.kind}
          onChange={(kind) => change({ kind: kind as Kind })}
        />
      </Stack>
      <NativeSelect
        label={texts.shown.stockpile_id}
        error={errors.stockpile_id}
        value={draft.stockpile_id}
        data={choices(piles)}
        onChange={(event) => change({ stockpile_id: event.currentTarget.value, to_stockpile_id: '' })}
      />
      {draft.kind === 'transfer' && (
        <NativeSelect
          label={texts.shown.to_stockpile_id}
          required
          error={errors.to_stockpile_id}
          value={draft.to_stockpile_id}
          data={[{ value: '', label: intl.formatMessage(text.choosePile) }, ...choices(targets)]}
          onChange={(event) => change({ to_stockpile_id: event.currentTarget.value })}
        />
      )}
      <NumberInput
        label={texts.shown.tons}
        required
        error={errors.tons}
        {...numbers}
        min={0}
        max={MAX_STOCKPILE_TONS}
        decimalScale={2}
        hideControls
        value={draft.tons}
        onChange={(tons) => change({ tons })}
      />
      <SiteDayInput label={texts.shown.moved_on!} value={draft.moved_on} onChange={(moved_on) => change({ moved_on })} />
      <TextInput label={texts.shown.notes} error={errors.notes} value={draft.notes} onChange={(event) => change({ notes: event.currentTarget.value })} />
    </FormModal>
  );
}
