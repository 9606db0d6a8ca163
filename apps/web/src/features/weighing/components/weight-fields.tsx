/**
 * The weighing's weight. On a scale without an indicator it is typed, as it always was. On one with an
 * indicator it is captured from the live display; someone who may (scale.weighing.manual) can switch to
 * typing it, and then has to say why.
 */
import { Switch, TextInput } from '@mantine/core';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import type { Ref } from 'react';
import type { WeighingForm } from '../logic/weighing-form';
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
          label="Type weight"
          description="Record a typed weight instead of the scale's"
          checked={form.typingWeight}
          onChange={(event) => onTypingChange(event.currentTarget.checked)}
        />
      )}
      {indicator && typing && (
        <TextInput
          label={TICKET_FIELDS.manualReason}
          placeholder="Why the scale's weight is not used"
          withAsterisk
          value={form.manualReason}
          onChange={(event) => onChange({ manualReason: event.currentTarget.value })}
          maxLength={500}
        />
      )}
    </>
  );
}
