/**
 * Checks a form against the contract schema the server validates with, so the form and the server
 * agree on what is required and what is out of bounds.
 */
import { labelled } from '@weighbridge/contract/field-labels';
import type { z } from 'zod';
import type { FieldTexts } from './field-texts';

export type FormErrors = Readonly<Record<string, string>>;

export type FormCheck<Values> = { ok: true; values: Values } | { ok: false; errors: FormErrors };

/**
 * The values to send, or one message per field. The contract's messages leave the field out ('is required'),
 * so each is put after the field's label, as the server writes it ('Brand is required'), and said in the
 * reader's language ('Marke ist erforderlich').
 * @example const check = checkForm(materialInputSchema, body, useFieldTexts('materials')); // 'Name is required'
 */
export function checkForm<Schema extends z.ZodType>(
  schema: Schema,
  body: z.input<Schema>,
  texts: Pick<FieldTexts, 'labels' | 'say'>,
): FormCheck<z.output<Schema>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= texts.say(labelled(texts.labels, field, issue.message));
  }
  return { ok: false, errors };
}

/**
 * A number input's value as the API takes it: a number input holds '' when empty, which means none.
 * Text that is not a number stays NaN, so the schema refuses it rather than it being dropped silently.
 */
export function numberOrNull(value: number | string): number | null {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? null : Number(value);
}

/**
 * The field of the form a server's message is about, told by the label it starts with, as every message
 * about a field does ('Port must be from 1 to 65535'); undefined when it names none of `fields`. The
 * longest label is tried first, so 'Data bits ...' is not read as a field labelled 'Data'.
 * @example fieldNamedBy('Pattern needs a named group "weight"', FIELD_LABELS.scales, ['name', 'ascii_pattern']) // 'ascii_pattern'
 */
export function fieldNamedBy(message: string, labels: Readonly<Record<string, string>>, fields: readonly string[]): string | undefined {
  const labelOf = (field: string) => (Object.hasOwn(labels, field) ? labels[field]! : field);
  const longestFirst = [...fields].sort((one, other) => labelOf(other).length - labelOf(one).length);
  return longestFirst.find((field) => message.startsWith(`${labelOf(field)} `));
}
