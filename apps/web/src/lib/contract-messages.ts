/**
 * The contract's texts (field labels, the menu, the messages both the server and the pages speak) as
 * message descriptors. Their ids are derived from the contract's keys and their English is the contract's
 * own string, so English stays written once; the catalogues of the other languages translate these ids.
 */
import { FIELD_LABELS, TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import { HISTORY_HEADERS, WEIGHING_TYPE_LABELS, WEIGHT_SOURCE_LABELS } from '@weighbridge/contract/history-columns';
import { ANNUAL_MATERIAL_TITLE, MONTHLY_MATERIAL_TITLE } from '@weighbridge/contract/material-report-tables';
import { MENU, type MenuItem, type MenuModule, menuStatusLabel } from '@weighbridge/contract/menu';
import { MESSAGES } from '@weighbridge/contract/messages';
import { PROBLEMS, type Problem } from '@weighbridge/contract/problems';
import { NO_DATA } from '@weighbridge/contract/report-values';
import { CAPTURE_REFUSALS, MANUAL_WEIGHT_MESSAGES } from '@weighbridge/contract/scales';
import { TICKET_MESSAGES, TICKET_SIZE_LABELS } from '@weighbridge/contract/tickets';
import { WEIGHING_MESSAGES } from '@weighbridge/contract/weighing';
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

/** The sets of known texts, each under the prefix its ids take. */
const KNOWN_TEXT_SETS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  field: TICKET_FIELDS,
  message: MESSAGES,
  'weighing.message': WEIGHING_MESSAGES,
  'scale.capture': CAPTURE_REFUSALS,
  'scale.manualWeight': MANUAL_WEIGHT_MESSAGES,
  'report.value': { noData: NO_DATA },
  'report.title': { monthlyMaterial: MONTHLY_MATERIAL_TITLE, annualMaterial: ANNUAL_MATERIAL_TITLE },
  'ticket.print': TICKET_PRINT_TEXTS,
  'ticket.size': TICKET_SIZE_LABELS,
  'menu.status': { active: menuStatusLabel('active'), development: menuStatusLabel('development'), placeholder: menuStatusLabel('placeholder') },
  'history.header': { document: HISTORY_HEADERS.document, dateTime: HISTORY_HEADERS.dateTime, loadingAreaPolygon: HISTORY_HEADERS.loadingAreaPolygon },
  'history.weighingType': WEIGHING_TYPE_LABELS,
  'history.weightSource': WEIGHT_SOURCE_LABELS,
  'ticket.message': TICKET_MESSAGES,
  'field.verify': FIELD_LABELS.verify,
};

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
  Object.entries(KNOWN_TEXT_SETS)
    .flatMap(([prefix, texts]) => Object.entries(texts).map(([key, text]) => [text, describe(`${prefix}.${key}`, text)] as const))
    .reverse(),
);

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
  return [...KNOWN_TEXTS.values(), ...menu, ...fields, ...Object.values(PROBLEM_MESSAGES)];
}
