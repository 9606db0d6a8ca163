/**
 * The contract's texts (field labels, the menu, the messages both the server and the pages speak) as
 * message descriptors. Their ids are derived from the contract's keys and their English is the contract's
 * own string, so English stays written once; the catalogues of the other languages translate these ids.
 */
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { KNOWN_TEXT_SETS as CONTRACT_TEXT_SETS } from '@weighbridge/contract/known-texts';
import { MENU, type MenuItem, type MenuModule } from '@weighbridge/contract/menu';
import { PROBLEMS, type Problem } from '@weighbridge/contract/problems';
import { isTextWithValues, templateParts } from '@weighbridge/contract/texts-with-values';
import { TICKET_PRINT_TEXTS } from './ticket-prints';

export type TextDescriptor = { id: string; defaultMessage: string };

/** A plain text written as an ICU message that reads exactly as the text ('{', '}', '<' and quotes escaped). */
export function icuLiteral(text: string): string {
  return text.replace(/'/g, "''").replace(/[{}<#]/g, (special) => `'${special}'`);
}

function describe(id: string, text: string): TextDescriptor {
  return { id, defaultMessage: icuLiteral(text) };
}

/**
 * A map of plain texts that code compares or returns (a rule's refusal, a prompt) as messages, each id
 * its prefix and key: `textMessages('weighing.prompt', WEIGHING_PROMPTS).taraNeeds`. The page shows such
 * a text with useKnownTexts(thoseMessages).
 */
export function textMessages<K extends string>(prefix: string, texts: Readonly<Record<K, string>>): Record<K, TextDescriptor> {
  return Object.fromEntries(Object.entries<string>(texts).map(([key, text]) => [key, describe(`${prefix}.${key}`, text)])) as Record<K, TextDescriptor>;
}

/** The sets of known texts, each under the prefix its ids take: the contract's, and the ticket print's choices. */
const KNOWN_TEXT_SETS = { ...CONTRACT_TEXT_SETS, 'ticket.print': TICKET_PRINT_TEXTS };

const knownEntries = Object.entries(KNOWN_TEXT_SETS).flatMap(([prefix, texts]) => Object.entries(texts).map(([key, text]) => ({ id: `${prefix}.${key}`, text })));

/** A record whose fields the contract labels: the API path its fields are sent to (`vehicles`, `loading-areas`). */
export type FieldRecord = keyof typeof FIELD_LABELS;

/** The labels of a record's fields as messages, each id `field.<record>.<field>`: `field.vehicles.registration_number`. */
export function fieldLabelMessages<Fields extends FieldRecord>(record: Fields): Readonly<Record<keyof (typeof FIELD_LABELS)[Fields] & string, TextDescriptor>> {
  return textMessages(`field.${record}`, FIELD_LABELS[record] as Readonly<Record<keyof (typeof FIELD_LABELS)[Fields] & string, string>>);
}

/**
 * A field's problem with the field's label in front, as the contract writes it (`problem.atMostCharacters`:
 * '{label} must be at most {max} characters'); its arguments stay arguments of the message.
 */
export const PROBLEM_MESSAGES: Readonly<Record<Problem, TextDescriptor>> = Object.fromEntries(
  Object.entries<string>(PROBLEMS).map(([key, text]) => {
    const icu = text
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? part : icuLiteral(part)))
      .join('');
    return [key, { id: `problem.${key}`, defaultMessage: `{label} ${icu}` }];
  }),
) as Record<Problem, TextDescriptor>;

/** Each known English text once, with the id of the first set that holds it. */
export const KNOWN_TEXTS: ReadonlyMap<string, TextDescriptor> = new Map(
  knownEntries
    .flatMap(({ id, text }) => (typeof text === 'string' ? [[text, describe(id, text)] as const] : []))
    .reverse(),
);

/** A known text with values: its template, and its message, whose placeholders are the template's. */
export type KnownTemplate = { template: string; descriptor: TextDescriptor };

/** The template's literal text escaped for ICU, its placeholders kept: "Role '{name}'" is "Role ''{name}''". */
function templateMessage(template: string): string {
  return templateParts(template)
    .map((part, index) => (index % 2 === 1 ? `{${part}}` : icuLiteral(part)))
    .join('');
}

const literalLength = (template: string) => templateParts(template).reduce((length, part, index) => length + (index % 2 === 0 ? part.length : 0), 0);

/**
 * The known texts with values, the most specific first (the most literal text): a text that fits two
 * templates, such as "Load Date 'x' is not a date" and "{field} '{name}' is {status}", is read by the one
 * that says more of it.
 */
export const KNOWN_TEMPLATES: readonly KnownTemplate[] = knownEntries
  .flatMap(({ id, text }) => (isTextWithValues(text) ? [{ template: text.template, descriptor: { id, defaultMessage: templateMessage(text.template) } }] : []))
  .sort((one, other) => literalLength(other.template) - literalLength(one.template));

/** The message of a text the contract writes, e.g. MONTHLY_MATERIAL_TITLE; a text it does not know is a mistake. */
export function knownTextMessage(text: string): TextDescriptor {
  const descriptor = KNOWN_TEXTS.get(text);
  if (!descriptor) throw new Error(`Not one of the contract's known texts: ${text}`);
  return descriptor;
}

/** A menu module's name, e.g. id `menu.module.scale` for 'Scale'. */
export function menuModuleMessage(module: MenuModule): TextDescriptor {
  return describe(`menu.module.${module.id}`, module.name);
}

/** A menu module's description, e.g. id `menu.description.scale`. */
export function menuDescriptionMessage(module: MenuModule): TextDescriptor {
  return describe(`menu.description.${module.id}`, module.description);
}

/**
 * A menu item's label, e.g. id `menu.item.vehicles` for 'Vehicles'. An item shared between modules has
 * the same id and label in each, so it is translated once.
 */
export function menuItemMessage(item: MenuItem): TextDescriptor {
  return describe(`menu.item.${item.id}`, item.label);
}

/** Every descriptor derived from the contract, for the catalogues' check. */
export function contractMessages(): TextDescriptor[] {
  const menu = MENU.flatMap((module) => [menuModuleMessage(module), menuDescriptionMessage(module), ...module.items.map(menuItemMessage)]);
  const fields = (Object.keys(FIELD_LABELS) as FieldRecord[]).flatMap((record) => Object.values<TextDescriptor>(fieldLabelMessages(record)));
  return [...KNOWN_TEXTS.values(), ...KNOWN_TEMPLATES.map(({ descriptor }) => descriptor), ...menu, ...fields, ...Object.values(PROBLEM_MESSAGES)];
}
