/**
 * Every refusal the server answers is one of the contract's known texts, so that a German page can show
 * it in German: a scan of the server's source for a literal text where a refusal is made (an AppError,
 * an error answer, a route's denial, a choice's refusal, a backup's refusal), and a check that each known text has its German
 * in the web app's catalogue.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KNOWN_TEXT_SETS } from '@weighbridge/contract/known-texts';
import { isTextWithValues } from '@weighbridge/contract/texts-with-values';
import { describe, expect, it } from 'vitest';
import { germanIn } from '../test/message-catalogues.js';

const SOURCE = fileURLToPath(new URL('..', import.meta.url));
const WEB_GERMAN = fileURLToPath(new URL('../../../web/src/locales/de', import.meta.url));

const knownTexts = new Set(Object.values(KNOWN_TEXT_SETS).flatMap((texts) => Object.values(texts).filter((text) => typeof text === 'string')));

/** Where the server puts a refusal's text: the literal that follows one of these is the text answered. */
const REFUSAL_PLACES = [
  /new AppError\(\s*'[A-Z_]+'\s*,\s*/g,
  /errorAnswer\(\s*'[A-Z_]+'\s*,\s*/g,
  /\bdenied:\s*/g,
  /\bdeleteRefusal:[^\n]*?\?\s*/g,
  /send\(\{\s*error:\s*/g,
  /new (?:BackupFileError|RestoreRefusedError)\(\s*/g,
];

/** A file's own shorthand for a refusal (the ledger's choice checks): `const refuse = (message: string) => new AppError(...)`. */
const REFUSE_SHORTHAND = /const refuse = \([^)]*\)[^=]*=> new AppError\(/;

/**
 * A field's label before its validation message, as every form's check writes it ('New password is too
 * common; choose another'): validation messages are translated with the forms' field labels, not here.
 */
const VALIDATION_MESSAGES = ['modules/users/service.ts: `${label} ${problem}'];

/** The literal at the start of `code`: a quoted string's text, or a template literal (which always names values). */
function literalAt(code: string): { text: string; template: boolean } | undefined {
  const quote = code[0];
  if (quote !== "'" && quote !== '"' && quote !== '`') return undefined;
  let text = '';
  for (let index = 1; index < code.length; index += 1) {
    const char = code[index]!;
    if (char === '\\') text += code[(index += 1)] ?? '';
    else if (char === quote) return { text, template: quote === '`' };
    else text += char;
  }
  return undefined;
}

/** The literal refusal texts in one file's code that are not known texts, as 'file:line: text'. */
function unknownRefusals(file: string, code: string): string[] {
  const places = REFUSE_SHORTHAND.test(code) ? [...REFUSAL_PLACES, /\brefuse\(\s*/g] : REFUSAL_PLACES;
  return places.flatMap((place) =>
    [...code.matchAll(place)].flatMap((match) => {
      const literal = literalAt(code.slice(match.index + match[0].length));
      if (!literal || (!literal.template && knownTexts.has(literal.text))) return [];
      const line = code.slice(0, match.index).split('\n').length;
      const shown = `${literal.template ? '`' : ''}${literal.text}`;
      return VALIDATION_MESSAGES.includes(`${file}: ${shown}`) ? [] : [`${file}:${line}: ${shown}`];
    }),
  );
}

const serverFiles = globSync('**/*.ts', { cwd: SOURCE }).filter((file) => !file.endsWith('.test.ts') && !file.startsWith(`test${path.sep}`));

describe('the server’s refusals', () => {
  it('are found where the server makes them', () => {
    const places = serverFiles.map((file) => readFileSync(path.join(SOURCE, file), 'utf8').match(/new AppError\(/g)?.length ?? 0);
    expect(places.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(100);
    expect(unknownRefusals('example.ts', "throw new AppError('NOT_FOUND', 'Vehicle not found');")).toEqual([]);
    expect(unknownRefusals('example.ts', "\nthrow new AppError('NOT_FOUND', 'No such truck');")).toEqual(['example.ts:2: No such truck']);
    expect(unknownRefusals('example.ts', 'throw new AppError(\'CONFLICT\', `Document ${number} is voided`);')).toEqual(['example.ts:1: `Document ${number} is voided']);
    expect(unknownRefusals('example.ts', "return reply.send({ error: 'Gone' });")).toEqual(['example.ts:1: Gone']);
    const shorthand = "const refuse = (message: string) => new AppError('BAD_REQUEST', message);\nthrow refuse('Wrong pit');";
    expect(unknownRefusals('example.ts', shorthand)).toEqual(['example.ts:2: Wrong pit']);
    expect(unknownRefusals('example.ts', "return refuse('the line does not start with the prefix');")).toEqual([]);
  });

  it('are each one of the contract’s known texts', () => {
    expect(serverFiles.flatMap((file) => unknownRefusals(file, readFileSync(path.join(SOURCE, file), 'utf8')))).toEqual([]);
  });

  it('each have their German on the pages', () => {
    const german = germanIn(WEB_GERMAN);
    const ids = Object.entries(KNOWN_TEXT_SETS).flatMap(([prefix, texts]) =>
      Object.entries(texts)
        .filter(([, text]) => typeof text === 'string' || isTextWithValues(text))
        .map(([key]) => `${prefix}.${key}`),
    );
    expect(ids.length).toBeGreaterThan(200);
    expect(ids.filter((id) => !(id in german))).toEqual([]);
  });
});
