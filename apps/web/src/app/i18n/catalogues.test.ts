/**
 * The catalogues' check: every message the web app uses (the `messages.ts` beside each feature's code and
 * the texts derived from the contract) has a German entry, no German entry is left without a message, and
 * each German message is valid ICU with the same arguments as its English.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { contractMessages, type TextDescriptor } from '../../lib/contract-messages';

/** A messages.ts exports groups of messages (defineMessages) and single ones (defineMessage). */
type Exported = TextDescriptor | Record<string, TextDescriptor>;
const messageModules = import.meta.glob<Record<string, Exported>>('../../**/messages.ts', { eager: true });
const german = import.meta.glob<Record<string, string>>('../../locales/de/*.json', { eager: true, import: 'default' });

const isDescriptor = (exported: Exported): exported is TextDescriptor => typeof exported.id === 'string';
const webMessages = Object.values(messageModules).flatMap((module) =>
  Object.values(module).flatMap((exported) => (isDescriptor(exported) ? [exported] : Object.values(exported))),
);
const english = new Map<string, string>();
const clashes: string[] = [];
for (const { id, defaultMessage } of [...webMessages, ...contractMessages()]) {
  if (english.has(id) && english.get(id) !== defaultMessage) clashes.push(id);
  english.set(id, defaultMessage);
}
const germanEntries = new Map(Object.values(german).flatMap((catalogue) => Object.entries(catalogue)));

/** The names of a message's arguments, wherever they sit (inside plurals, selects and tags too). */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.tag) argumentsOf(element.children, names.add(`<${element.value}>`));
    else if (element.type === TYPE.select || element.type === TYPE.plural) {
      names.add(element.value);
      Object.values(element.options).forEach((option) => argumentsOf(option.value, names));
    } else if (element.type !== TYPE.literal && element.type !== TYPE.pound) names.add(element.value);
  }
  return names;
}

describe('the German catalogue', () => {
  it('finds the messages of the converted pages', () => {
    expect(Object.keys(messageModules).length).toBeGreaterThan(0);
    expect(english.get('login.signIn')).toBe('Sign In');
  });

  it('gives one English text to each message id', () => {
    expect(clashes).toEqual([]);
  });

  it('translates every message the web app uses', () => {
    expect([...english.keys()].filter((id) => !germanEntries.has(id))).toEqual([]);
  });

  it('holds no entry that no message uses', () => {
    expect([...germanEntries.keys()].filter((id) => !english.has(id))).toEqual([]);
  });

  it('writes each German message as ICU with the arguments of its English', () => {
    const mismatched = [...english].flatMap(([id, text]) => {
      const translation = germanEntries.get(id);
      if (translation === undefined) return [];
      const [expected, actual] = [argumentsOf(parse(text)), argumentsOf(parse(translation))];
      return [...expected].sort().join() === [...actual].sort().join() ? [] : [`${id}: ${[...expected].join()} / ${[...actual].join()}`];
    });
    expect(mismatched).toEqual([]);
  });
});
