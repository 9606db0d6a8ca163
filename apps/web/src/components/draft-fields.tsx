/**
 * The inputs of a catalogue form, each bound to one field of the draft: it is labelled as the contract
 * labels the field, in the reader's language (field-texts.ts), shows the field's message, and a change
 * clears that message. Anything else an input needs (required, placeholder, bounds) is passed as to Mantine.
 * @example <DraftTextInput form={form} field="surname" required />
 */
import {
  Checkbox,
  type CheckboxProps,
  MultiSelect,
  type MultiSelectProps,
  NativeSelect,
  type NativeSelectProps,
  NumberInput,
  type NumberInputProps,
  PasswordInput,
  type PasswordInputProps,
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useState } from 'react';
import type { DraftForm } from './catalogue-form';

/** The fields of a draft that hold a `Value`. */
type FieldOf<Draft, Value> = { [Key in keyof Draft]-?: Draft[Key] extends Value ? Key : never }[keyof Draft] & string;

type Bound<Draft, Value> = { form: DraftForm<Draft>; field: FieldOf<Draft, Value> };

/** The label, value and message of `field`, and the change that sets it. */
function bind<Draft, Value>({ form, field }: Bound<Draft, Value>) {
  return {
    label: form.labels[field] ?? field,
    error: form.errors[field],
    value: form.draft[field] as Value,
    set: (value: Value) => form.change({ [field]: value } as Partial<Draft>),
  };
}

type Unbound<Props> = Omit<Props, 'form' | 'label' | 'value' | 'error' | 'onChange' | 'checked'>;

export function DraftTextInput<Draft>({ form, field, ...props }: Bound<Draft, string> & Unbound<TextInputProps>) {
  const { set, ...bound } = bind<Draft, string>({ form, field });
  return <TextInput {...props} {...bound} onChange={(event) => set(event.currentTarget.value)} />;
}

/** A password: its autoComplete tells the browser whether to offer the saved one or a new one. */
export function DraftPasswordInput<Draft>({ form, field, ...props }: Bound<Draft, string> & Unbound<PasswordInputProps>) {
  const { set, ...bound } = bind<Draft, string>({ form, field });
  return <PasswordInput {...props} {...bound} onChange={(event) => set(event.currentTarget.value)} />;
}

export function DraftTextarea<Draft>({ form, field, ...props }: Bound<Draft, string> & Unbound<TextareaProps>) {
  const { set, ...bound } = bind<Draft, string>({ form, field });
  return <Textarea {...props} {...bound} onChange={(event) => set(event.currentTarget.value)} />;
}

/** A number input holds '' while empty; `numberOrNull` reads it for the body. */
export function DraftNumberInput<Draft>({ form, field, ...props }: Bound<Draft, number | string> & Unbound<NumberInputProps>) {
  const { set, ...bound } = bind<Draft, number | string>({ form, field });
  return <NumberInput {...props} {...bound} onChange={set} />;
}

/** A choice among a few fixed options (the browser's own select); the field holds one of them. */
export function DraftNativeSelect<Draft>({ form, field, ...props }: Bound<Draft, string> & Unbound<NativeSelectProps>) {
  const { set, ...bound } = bind<Draft, string>({ form, field });
  return <NativeSelect {...props} {...bound} onChange={(event) => set(event.currentTarget.value)} />;
}

/** A searchable choice of another record by its id; null when none is chosen. */
export function DraftRecordSelect<Draft>({ form, field, ...props }: Bound<Draft, number | null> & Unbound<SelectProps<number>>) {
  const { set, ...bound } = bind<Draft, number | null>({ form, field });
  return <Select<number> {...props} {...bound} onChange={set} />;
}

/**
 * A searchable choice of several records by their ids; an empty list when none is chosen. Its list closes on each
 * choice: left open, it lies over the dialog's buttons. A click on the input or typing opens it again.
 */
export function DraftRecordMultiSelect<Draft>({ form, field, ...props }: Bound<Draft, number[]> & Unbound<MultiSelectProps<number>>) {
  const { set, ...bound } = bind<Draft, number[]>({ form, field });
  const [opened, setOpened] = useState(false);
  return (
    <MultiSelect<number>
      {...props}
      {...bound}
      onChange={set}
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onOptionSubmit={() => setOpened(false)}
    />
  );
}

export function DraftCheckbox<Draft>({ form, field, ...props }: Bound<Draft, boolean> & Unbound<CheckboxProps>) {
  const { set, value, ...bound } = bind<Draft, boolean>({ form, field });
  return <Checkbox {...props} {...bound} checked={value} onChange={(event) => set(event.currentTarget.checked)} />;
}
