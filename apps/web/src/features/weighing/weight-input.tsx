/**
 * The Current Weight field: takes the weight as typed and says under it what will be recorded, or why
 * what was typed is not a weight. Nothing typed is ever silently changed into another number.
 */
import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { formatScaleKg } from '../../lib/format';
import { readWeight, type WeightEntry } from './weight-entry';

/** What will be recorded, or what the field takes while it is empty. */
function hint(entry: WeightEntry): string {
  return entry.kind === 'weight' ? `Will record ${formatScaleKg(entry.kg)}` : 'Digits and one decimal separator (, or .)';
}

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
      description={entry.kind === 'refused' ? undefined : <span aria-live="polite">{hint(entry)}</span>}
      error={entry.kind === 'refused' ? entry.problem : undefined}
    />
  );
}
