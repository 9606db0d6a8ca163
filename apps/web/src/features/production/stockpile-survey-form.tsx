/**
 * The Survey dialog of a pile: the tons measured on a day. The server records the difference from the book
 * balance of that day as an adjustment; once saved, the dialog shows the measured, book and variance tons.
 */
import { Alert, Button, Group, Modal, NumberInput, TextInput } from '@mantine/core';
import { siteDay } from '@weighbridge/contract/date-ranges';
import { MAX_STOCKPILE_TONS, type Movement, type Stockpile, surveyInputSchema } from '@weighbridge/contract/stockpiles';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { DIALOG_TITLE_STYLES, FormModal } from '../../components/form-modal';
import { SiteDayInput } from '../../components/site-day-input';
import { showToast } from '../../components/toast';
import { useFieldTexts } from '../../lib/field-texts';
import { checkForm, numberOrNull } from '../../lib/form-check';
import { useKnownTexts } from '../../lib/known-texts';
import { useNumberInputFormat } from '../../lib/number-input';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useFormDraft } from '../../lib/use-form-draft';
import { useRecordSurvey } from './api/save-stockpile';
import { movementFormMessages as text } from './messages';
import { pileName } from './stockpile-tables';

export function SurveyFormModal({ pile, onClose }: { pile: Stockpile; onClose: () => void }) {
  const intl = useIntl();
  const formats = useFormat();
  const texts = useFieldTexts('production');
  const knownText = useKnownTexts();
  const numbers = useNumberInputFormat();
  const timeZone = useSiteTimeZone();
  const recordSurvey = useRecordSurvey();
  const [saved, setSaved] = useState<Movement | null>(null);
  const { draft, errors, change, setErrors } = useFormDraft({ date: siteDay(new Date(), timeZone), measured_tons: '' as number | string, notes: '' });
  const title = intl.formatMessage(text.surveyTitle, { pile: pileName(pile) });

  async function save() {
    const check = checkForm(surveyInputSchema, { date: draft.date, measured_tons: numberOrNull(draft.measured_tons), notes: draft.notes.trim() || null }, texts);
    if (!check.ok) return setErrors(check.errors);
    try {
      setSaved(await recordSurvey.mutateAsync({ stockpileId: pile.stockpile_id, survey: check.values }));
    } catch (error) {
      showToast('error', knownText(errorText(error, intl.formatMessage(text.saveFailed))));
    }
  }

  if (saved) {
    const tons = (value: number | null) => `${formats.formatNumber(value)} t`;
    return (
      <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': intl.formatMessage(text.close) }} styles={DIALOG_TITLE_STYLES}>
        <Alert color={saved.tons === 0 ? 'green' : 'orange'} role="status">
          {intl.formatMessage(text.variance, { measured: tons(saved.measured_tons), book: tons(saved.book_tons), variance: `${saved.tons > 0 ? '+' : ''}${tons(saved.tons)}` })}
        </Alert>
        <Group justify="flex-end" mt="md">
          <Button onClick={onClose} data-autofocus>
            {intl.formatMessage(text.close)}
          </Button>
        </Group>
      </Modal>
    );
  }

  return (
    <FormModal title={title} saving={recordSurvey.isPending} onSubmit={() => void save()} onClose={onClose}>
      <SiteDayInput label={texts.shown.date!} value={draft.date} onChange={(date) => change({ date })} />
      <NumberInput
        label={texts.shown.measured_tons}
        required
        data-autofocus
        error={errors.measured_tons}
        {...numbers}
        min={0}
        max={MAX_STOCKPILE_TONS}
        decimalScale={2}
        hideControls
        value={draft.measured_tons}
        onChange={(measured_tons) => change({ measured_tons })}
      />
      <TextInput label={texts.shown.notes} error={errors.notes} value={draft.notes} onChange={(event) => change({ notes: event.currentTarget.value })} />
    </FormModal>
  );
}
