/**
 * The Current Weight field: takes the weight as typed and says under it what will be recorded, or why
 * what was typed is not a weight. Nothing typed is ever silently changed into another number. On a scale
 * with an indicator it shows the captured weight and cannot be typed in.
 */
import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { formatScaleKg } from '../../../lib/format';
import { readWeight, type WeightEntry } from '../logic/weight-entry';

/** What will be recorded, or what the field takes while it is empty. */
function hint(entry: WeightEntry): string {
  return entry.kind === 'weight' ? `Will record ${formatScaleKg(entry.kg)}` : 'Digits and one decimal separator (, or .)';
}

/** What a field filled by Capture says: the weight taken, or how to take it. */
function captureHint(capturedKg: number | null): string {
  return capturedKg === null ? 'Press Capture when the weight is stable' : `Captured ${formatScaleKg(capturedKg)} from the scale`;
}

type WeightInputProps = {
  value: string;
  onChange: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Filled by Capture only: the weight captured, or null before a capture. */
  capture?: { capturedKg: number | null };
};

export function WeightInput({ value, onChange, inputRef, capture }: WeightInputProps) {
  const entry = readWeight(value);
  const refused = capture === undefined && entry.kind === 'refused';
  return (
    <TextInput
      ref={inputRef}
      label="Current Weight (kg)"
      placeholder="0.00"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      readOnly={capture !== undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={refused ? undefined : <span aria-live="polite">{capture ? captureHint(capture.capturedKg) : hint(entry)}</span>}
      error={refused ? entry.problem : undefined}
    />
  );
}
