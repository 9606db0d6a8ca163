/**
 * The messages of a source tree as the catalogue checks read them: every `messages.ts` under a folder,
 * found by its name, and the message descriptors it exports (defineMessages' objects, maps of them, or
 * single ones), and a folder's German catalogues.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Descriptor = { id: string; defaultMessage: string };

const isDescriptor = (value: unknown): value is Descriptor =>
  typeof value === 'object' && value !== null && typeof (value as Descriptor).id === 'string' && typeof (value as Descriptor).defaultMessage === 'string';

/** The descriptors an export holds: an object of them (defineMessages), a map of them, or one (defineMessage). */
function descriptorsOf(value: unknown): Descriptor[] {
  if (value instanceof Map) return [...value.values()].filter(isDescriptor);
  if (typeof value !== 'object' || value === null) return [];
  return isDescriptor(value) ? [value] : Object.values(value).filter(isDescriptor);
}

/** Every `messages.ts` below `folder`, relative to it. */
export function messageFilesIn(folder: string): string[] {
  return globSync('**/messages.ts', { cwd: folder, exclude: (name) => name === 'node_modules' });
}

/** The descriptors every `messages.ts` below `folder` exports, in the order of the files. */
export async function messagesIn(folder: string): Promise<Descriptor[]> {
  const found: Descriptor[] = [];
  for (const file of messageFilesIn(folder)) {
    const exports: Record<string, unknown> = await import(path.join(folder, file));
    found.push(...Object.values(exports).flatMap(descriptorsOf));
  }
  return found;
}

/** A folder's German: one JSON catalogue, or every JSON catalogue of a folder merged. */
export function germanIn(catalogue: string): Record<string, string> {
  const files = catalogue.endsWith('.json') ? [catalogue] : globSync('*.json', { cwd: catalogue }).map((file) => path.join(catalogue, file));
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}
