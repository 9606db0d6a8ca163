/**
 * What each 'Coming Soon' page will offer, keyed by its path, and for any other path under a planned
 * module, by the module's id. Shown under 'Planned Features' so site staff know what to expect; the
 * texts themselves are messages (messages.ts), numbered under the page's or the module's key.
 */
import type { MessageDescriptor } from 'react-intl';
import { plannedFeatureMessages } from './messages';

/** The features numbered under `key` ('garage-fuel.1', 'garage-fuel.2', ...), in their order. */
function featuresUnder(key: string): readonly MessageDescriptor[] {
  return Object.entries(plannedFeatureMessages)
    .filter(([name]) => name.startsWith(`${key}.`))
    .map(([, message]) => message);
}

/** The planned features of a catalogue page, e.g. '/garage/fuel'; undefined when it names none. */
export function pagePlannedFeatures(path: string): readonly MessageDescriptor[] | undefined {
  const features = featuresUnder(path.slice(1).replaceAll('/', '-'));
  return features.length > 0 ? features : undefined;
}

/** The planned features of a module, e.g. 'garage', for its paths that have no page of their own. */
export function modulePlannedFeatures(moduleId: string): readonly MessageDescriptor[] | undefined {
  const features = featuresUnder(`module-${moduleId}`);
  return features.length > 0 ? features : undefined;
}
