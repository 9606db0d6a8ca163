/**
 * The Current Weight field: takes the weight as typed and says under it what will be recorded, or why
 * what was typed is not a weight. Nothing typed is ever silently changed into another number.
 */
import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { formatScaleKg } from '../../lib/format';
import { readWeight } from './weight-entry';

type WeightInputProps = {
  value: string;
  onChange: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

export function WeightInput({ value, onChange, inputRef }: WeightInputProps) {
  const entry = readWeight(value);
  return (
    <TextInput
      ref={inputRef}
      label="Current Weight (kg)"
      placeholder="0.00"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <span aria-live="polite">{entry.kind === 'weight' ? `Will record ${formatScaleKg(entry.kg)}` : 'Digits and one decimal separator (, or .)'}</span>
      }
      error={entry.kind === 'refused' ? entry.problem : undefined}
    />
  );
}
