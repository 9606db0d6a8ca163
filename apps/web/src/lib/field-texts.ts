/**
 * A form's field labels and messages in the reader's language. The contract and the server write a field's
 * message in English with the label in front ('Registration Number is required'); the form checks and reads
 * messages with those English words, and shows them read back into label, problem and arguments and said in
 * the reader's language ('Kennzeichen ist erforderlich'). A message it cannot read comes through as it came.
 */
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { PROBLEMS, type Problem } from '@weighbridge/contract/problems';
import { type IntlShape, useIntl } from 'react-intl';
import { type FieldRecord, fieldLabelMessages, KNOWN_TEXTS, PROBLEM_MESSAGES, type TextDescriptor } from './contract-messages';

type Labels = Readonly<Record<string, string>>;

export type FieldTexts = {
  /** The contract's English labels, which the messages of the form and the server name fields by. */
  labels: Labels;
  /** The labels in the reader's language, for the inputs. */
  shown: Labels;
  /** A message in the reader's language; one it cannot read, as it came. */
  say: (text: string) => string;
};

/** A field's message read back: the field, where inside it (an item of a list), the problem and its arguments. */
export type ReadMessage = { field: string; inside: string | undefined; problem: Problem; values: Readonly<Record<string, string>> };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each problem as a pattern that captures its arguments, the most specific first ('at most 5 characters' before 'at most 5'). */
const PROBLEM_PATTERNS: readonly (readonly [Problem, RegExp])[] = (Object.entries(PROBLEMS) as [Problem, string][])
  .map(([key, text]) => {
    const parts = text.split(/\{(\w+)\}/);
    const pattern = parts.map((part, index) => (index % 2 === 1 ? `(?<${part}>.+?)` : escape(part))).join('');
    const literal = parts.filter((_, index) => index % 2 === 0).join('');
    return { key, pattern: new RegExp(`^${pattern}$`), literal: literal.length };
  })
  .sort((one, other) => other.literal - one.literal)
  .map(({ key, pattern }) => [key, pattern] as const);

/**
 * A field's message read back into its field, problem and arguments, by the longest label that starts it;
 * undefined when it names none of `labels` or its problem is none of the contract's.
 * @example readFieldMessage('Brand must be at most 50 characters', FIELD_LABELS.vehicles) // { field: 'brand', problem: 'atMostCharacters', values: { max: '50' } }
 */
export function readFieldMessage(text: string, labels: Labels): ReadMessage | undefined {
  const longestFirst = Object.entries(labels).sort(([, one], [, other]) => other.length - one.length);
  for (const [field, label] of longestFirst) {
    if (!text.startsWith(`${label} `)) continue;
    const after = text.slice(label.length + 1);
    const inside = /^\(([^)]+)\) /.exec(after);
    const rest = inside ? after.slice(inside[0].length) : after;
    for (const [problem, pattern] of PROBLEM_PATTERNS) {
      const match = pattern.exec(rest);
      if (match) return { field, inside: inside?.[1], problem, values: { ...match.groups } };
    }
  }
  return undefined;
}

/** An English number as the contract writes it with separators ('1,000', '9,999.99'); a year such as 2027 has none. */
const SEPARATED_NUMBER = /^-?\d{1,3}(,\d{3})+(\.\d+)?$|^-?\d+\.\d+$/;

/** An argument in the reader's language: a number with separators written with the reader's separators. */
function sayValue(intl: IntlShape, value: string): string {
  return SEPARATED_NUMBER.test(value) ? intl.formatNumber(Number(value.replace(/,/g, ''))) : value;
}

/** The field texts of `labels` (English) in the language of `intl`, for the inputs showing `shown`. */
export function fieldTextsOf(intl: IntlShape, labels: Labels, shown: Labels): FieldTexts {
  function sayPart(part: string): string {
    const read = readFieldMessage(part, labels);
    if (!read) return part;
    const label = shown[read.field] ?? labels[read.field]!;
    const values = Object.fromEntries(Object.entries(read.values).map(([name, value]) => [name, sayValue(intl, value)]));
    return intl.formatMessage(PROBLEM_MESSAGES[read.problem], { ...values, label: read.inside ? `${label} (${read.inside})` : label });
  }
  function say(text: string): string {
    const known = KNOWN_TEXTS.get(text);
    if (known) return intl.formatMessage(known);
    // The server gives up to three problems in one message, each about a field.
    return text.split('; ').map(sayPart).join('; ');
  }
  return { labels, shown, say };
}

/** The field texts of a record in the language of `intl`: its labels are the contract's, each a message `field.<record>.<field>`. */
export function fieldTexts(intl: IntlShape, record: FieldRecord): FieldTexts {
  const shown = Object.fromEntries(Object.entries<TextDescriptor>(fieldLabelMessages(record)).map(([field, message]) => [field, intl.formatMessage(message)]));
  return fieldTextsOf(intl, FIELD_LABELS[record], shown);
}

/** The field texts of a record in the page's language. */
export function useFieldTexts(record: FieldRecord): FieldTexts {
  return fieldTexts(useIntl(), record);
}
