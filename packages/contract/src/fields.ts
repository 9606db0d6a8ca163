/**
 * Field schemas the master data contracts share. Their messages leave the field's name out: the server
 * puts it in front ('registration_number: is required') and a form shows the message beside the field.
 */
import { z } from 'zod';

/** The largest id a record can have (a PostgreSQL integer). */
const MAX_RECORD_ID = 2_147_483_647;

const missingOr = (kind: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'is required' : `must be ${kind}`;

/** Text the user must fill in: trimmed, and not empty once trimmed. */
export function requiredText(maxLength: number) {
  return z
    .string({ error: missingOr('text') })
    .trim()
    .min(1, 'is required')
    .max(maxLength, `must be at most ${maxLength} characters`);
}

/** Text that may be left out: trimmed; empty or absent is stored as null. */
export function optionalText(maxLength: number) {
  return z
    .string({ error: 'must be text' })
    .trim()
    .max(maxLength, `must be at most ${maxLength} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A weight, capacity, density or price that may be left out: not negative, at most two decimals. */
export function optionalAmount(max: number) {
  return z
    .number({ error: 'must be a number' })
    .min(0, 'must not be negative')
    .max(max, `must be at most ${max}`)
    .multipleOf(0.01, 'must have at most 2 decimals')
    .nullish()
    .transform((value) => value ?? null);
}

/** One of a fixed list of values, with the list in the message. */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, { error: `must be one of ${values.join(', ')}` });
}

/** The id of a record another record refers to. */
export const recordIdSchema = z
  .number({ error: missingOr('a whole number') })
  .int('must be a whole number')
  .positive('must be a positive whole number')
  .max(MAX_RECORD_ID, 'is not a known record');

/** A reference that may be left out; absent means none. */
export const optionalRecordIdSchema = recordIdSchema.nullish().transform((value) => value ?? null);

/** A record id in a path or query string, where it arrives as text. */
export const recordIdTextSchema = z.coerce
  .number({ error: 'must be a positive whole number' })
  .int('must be a positive whole number')
  .positive('must be a positive whole number')
  .max(MAX_RECORD_ID, 'is not a known record');

/** The answer of a delete: `{ message: 'Vehicle deleted' }`. */
export const deletedResponseSchema = z.object({ message: z.string() });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;
