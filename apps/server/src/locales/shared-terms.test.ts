/**
 * One German word for each thing on tickets, files and pages: the server's catalogue (tickets, exports,
 * report files) and the web app's (the pages) translate the same id alike, and where the server writes an
 * English text the pages show as well, its German is one the pages use for that text too.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Descriptor, germanIn, messagesIn } from '../test/message-catalogues.js';

const SERVER_SOURCE = fileURLToPath(new URL('..', import.meta.url));
const WEB_SOURCE = fileURLToPath(new URL('../../../web/src', import.meta.url));

const serverGerman = germanIn(fileURLToPath(new URL('./de.json', import.meta.url)));
const webGerman = germanIn(`${WEB_SOURCE}/locales/de`);
const { contractMessages } = (await import(`${WEB_SOURCE}/lib/contract-messages.ts`)) as { contractMessages(): Descriptor[] };

const serverMessages = await messagesIn(SERVER_SOURCE);
const webMessages = [...(await messagesIn(WEB_SOURCE)), ...contractMessages()];

/** Each English text with the German words a side gives it. */
function germanByEnglish(messages: readonly Descriptor[], german: Readonly<Record<string, string>>): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const { id, defaultMessage } of messages) {
    const translation = german[id];
    if (translation !== undefined) found.set(defaultMessage, (found.get(defaultMessage) ?? new Set()).add(translation));
  }
  return found;
}

const serverWords = germanByEnglish(serverMessages, serverGerman);
const webWords = germanByEnglish(webMessages, webGerman);
const sharedEnglish = [...serverWords.keys()].filter((english) => webWords.has(english));
const sharedIds = [...new Set(serverMessages.map(({ id }) => id))].filter((id) => webMessages.some((message) => message.id === id));

describe('the German words the server and the pages share', () => {
  it('finds the texts both sides write', () => {
    expect(sharedIds).toEqual(expect.arrayContaining(['field.destination', 'field.operator']));
    expect(sharedEnglish.length).toBeGreaterThan(50);
  });

  it('names the unloading station and the operator as the glossary does', () => {
    expect([serverGerman['field.destination'], webGerman['field.destination']]).toEqual(['Entladestelle', 'Entladestelle']);
    expect([serverGerman['field.operator'], webGerman['field.operator']]).toEqual(['Wiegemeister', 'Wiegemeister']);
  });

  it('translates an id both sides use alike', () => {
    const differing = sharedIds.filter((id) => serverGerman[id] !== webGerman[id]).map((id) => `${id}: ${serverGerman[id]} / ${webGerman[id]}`);
    expect(differing).toEqual([]);
  });

  it('writes an English text the pages show with a German word the pages use for it', () => {
    const differing = sharedEnglish.flatMap((english) => {
      const pages = webWords.get(english)!;
      const foreign = [...serverWords.get(english)!].filter((word) => !pages.has(word));
      return foreign.length > 0 ? [`${english}: ${foreign.join(', ')} / ${[...pages].join(', ')}`] : [];
    });
    expect(differing).toEqual([]);
  });
});
