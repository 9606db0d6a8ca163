/**
 * The Current Weight field: takes the weight as typed and says under it what will be recorded, or why
 * what was typed is not a weight. Nothing typed is ever silently changed into another number. On a scale
 * with an indicator it shows the captured weight and cannot be typed in.
 */
import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useKnownTexts } from '../../../lib/known-texts';
import { useFormat } from '../../../lib/use-format';
import { readWeight, type WeightEntry } from '../logic/weight-entry';
import { weightMessages as text, weightProblemMessages } from '../messages';

type Say = { intl: IntlShape; formatScaleKg: (kg: number) => string };

/** What will be recorded, or what the field takes while it is empty. */
function hint(entry: WeightEntry, { intl, formatScaleKg }: Say): string {
  return entry.kind === 'weight' ? intl.formatMessage(text.willRecord, { weight: formatScaleKg(entry.kg) }) : intl.formatMessage(text.emptyHint);
}

/** What a field filled by Capture says: the weight taken, or how to take it. */
function captureHint(capturedKg: number | null, { intl, formatScaleKg }: Say): string {
  return capturedKg === null ? intl.formatMessage(text.captureHint) : intl.formatMessage(text.captured, { weight: formatScaleKg(capturedKg) });
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
  const say = { intl: useIntl(), formatScaleKg: useFormat().formatScaleKg };
  const knownText = useKnownTexts(weightProblemMessages);
  return (
    <TextInput
      ref={inputRef}
      label={say.intl.formatMessage(text.label)}
      placeholder={say.intl.formatMessage(text.placeholder)}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      readOnly={capture !== undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={refused ? undefined : <span aria-live="polite">{capture ? captureHint(capture.capturedKg, say) : hint(entry, say)}</span>}
      error={refused ? knownText(entry.problem) : undefined}
    />
  );
}
