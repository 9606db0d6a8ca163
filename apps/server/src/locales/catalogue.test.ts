/**
 * The check of the server's catalogues: every English message (each area's messages.ts, found here by its
 * name, so that a new area is checked without being listed) has its German, no German is left over from a
 * message that is gone, and every German parses as ICU with the English's placeholders.
 */
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { germanIn, messageFilesIn, messagesIn } from '../test/message-catalogues.js';

const SOURCE = fileURLToPath(new URL('..', import.meta.url));
const german = germanIn(fileURLToPath(new URL('./de.json', import.meta.url)));

const files = messageFilesIn(SOURCE);
const english = new Map<string, string>();
for (const { id, defaultMessage } of await messagesIn(SOURCE)) {
  if (english.has(id) && english.get(id) !== defaultMessage) throw new Error(`${id} has two English messages: '${english.get(id)}' and '${defaultMessage}'`);
  english.set(id, defaultMessage);
}

/** Each placeholder of a message with its kind ('count:plural', 'zone:argument'), including those inside plural branches. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) placeholders(option.value, found);
    if (element.type === TYPE.tag) placeholders(element.children, found);
  }
  return found;
}

describe('the server’s message catalogues', () => {
  it('finds the areas’ English messages', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(english.get('ticket.net')).toBe('NET');
    expect(english.get('report.totalWeight')).toBe('Total Weight');
  });

  it('has a German message for every English one', () => {
    expect([...english.keys()].filter((id) => !(id in german))).toEqual([]);
  });

  it('has no German message without its English', () => {
    expect(Object.keys(german).filter((id) => !english.has(id))).toEqual([]);
  });

  it.each([...english])('%s parses in both languages with the same placeholders', (id, message) => {
    const translation = german[id];
    if (translation === undefined) return;
    expect([...placeholders(parse(translation))].sort()).toEqual([...placeholders(parse(message))].sort());
  });
});
