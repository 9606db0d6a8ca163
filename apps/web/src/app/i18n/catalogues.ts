/**
 * The catalogues of the languages other than English, one JSON file per area of the app in
 * `locales/<language>/`, each language a chunk of its own loaded when it is chosen. English needs none:
 * its texts are the messages' defaults, written beside the code.
 */
import type { Locale } from '@weighbridge/contract/preferences';

export type Catalogue = Readonly<Record<string, string>>;

const CATALOGUE_FILES = import.meta.glob<Catalogue>('../../locales/*/*.json', { import: 'default' });

/** Every area's messages of one language, merged; English's are the defaults, so it has none. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const files = Object.entries(CATALOGUE_FILES).filter(([file]) => file.includes(`/locales/${locale}/`));
  const areas = await Promise.all(files.map(([, load]) => load()));
  return Object.assign({}, ...areas) as Catalogue;
}
