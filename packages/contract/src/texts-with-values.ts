/**
 * A text that names values (a name, a number), written once as a template with ICU-style placeholders:
 * the server fills it in, and the pages read the values back out of the English to show the same text in
 * the reader's language. `valuesOf` names the arguments of the text's function.
 * @example const taken = withValues("A workstation named '{name}' already exists", (name: string) => ({ name }));
 *   taken('Gate 1') // "A workstation named 'Gate 1' already exists"
 */
export type TextWithValues<A extends unknown[] = never[]> = ((...args: A) => string) & { readonly template: string };

type Values = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

export function fillIn(template: string, values: Values): string {
  return template.replace(PLACEHOLDER, (_, name: string) => String(values[name]));
}

export function withValues<A extends unknown[]>(template: string, valuesOf: (...args: A) => Values): TextWithValues<A> {
  return Object.assign((...args: A) => fillIn(template, valuesOf(...args)), { template });
}

export function isTextWithValues(text: unknown): text is TextWithValues<never[]> {
  return typeof text === 'function' && typeof (text as { template?: unknown }).template === 'string';
}

/** The parts of a template: literal text at the even places, placeholder names at the odd ones. */
export function templateParts(template: string): string[] {
  return template.split(PLACEHOLDER);
}

/**
 * The values a filled-in text holds, or undefined when it is not this template's text. Each value takes
 * as much as it can and leaves the text after it whole, so `{field} {id} does not exist` reads
 * 'Loaded Area 7 does not exist' as field 'Loaded Area' and id '7'.
 */
export function valuesIn(text: string, template: string): Record<string, string> | undefined {
  const parts = templateParts(template);
  const names = parts.filter((_, index) => index % 2 === 1);
  const pattern = parts.map((part, index) => (index % 2 === 1 ? '(.+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  const match = new RegExp(`^${pattern}$`, 's').exec(text);
  return match ? Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) : undefined;
}
