/**
 * The weighing's weight. On a scale without an indicator it is typed, as it always was. On one with an
 * indicator it is captured from the live display; someone who may (scale.weighing.manual) can switch to
 * typing it, and then has to say why.
 */
import { Switch, TextInput } from '@mantine/core';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { useKnownTexts } from '../../../lib/known-texts';
import type { WeighingForm } from '../logic/weighing-form';
import { weightMessages as text } from '../messages';
import { WeightInput } from './weight-input';

type WeightFieldsProps = {
  form: Pick<WeighingForm, 'weight' | 'capturedKg' | 'typingWeight' | 'manualReason'>;
  indicator: boolean;
  /** The user holds scale.weighing.manual. */
  mayType: boolean;
  onChange: (patch: Pick<Partial<WeighingForm>, 'weight' | 'manualReason'>) => void;
  onTypingChange: (typing: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
};

export function WeightFields({ form, indicator, mayType, onChange, onTypingChange, inputRef }: WeightFieldsProps) {
  const typing = !indicator || (mayType && form.typingWeight);
  const intl = useIntl();
  const knownText = useKnownTexts();
  return (
    <>
      <WeightInput
        value={form.weight}
        onChange={(weight) => onChange({ weight })}
        inputRef={inputRef}
        capture={typing ? undefined : { capturedKg: form.capturedKg }}
      />
      {indicator && mayType && (
        <Switch
          label={intl.formatMessage(text.typeWeight)}
          description={intl.formatMessage(text.typeWeightHint)}
          checked={form.typingWeight}
          onChange={(event) => onTypingChange(event.currentTarget.checked)}
        />
      )}
      {indicator && typing && (
        <TextInput
          label={knownText(TICKET_FIELDS.manualReason)}
          placeholder={intl.formatMessage(text.reasonPlaceholder)}
          withAsterisk
          value={form.manualReason}
          onChange={(event) => onChange({ manualReason: event.currentTarget.value })}
          maxLength={500}
        />
      )}
    </>
  );
}
