/**
 * The language the pages are read in (usePreferences().locale) and how a reader chooses another: this
 * browser remembers the choice, and a signed-in user's choice is also saved as their own preference, so
 * that it follows them to another computer.
 */
import type { Locale } from '@weighbridge/contract/preferences';
import { useBrowserLocale } from '../../lib/locale';
import { useSaveOwnPreferences } from '../queries/preferences';
import { useSession } from '../session/session-context';
import { usePreferences } from './preferences-context';

export function useLocale(): [Locale, (locale: Locale) => void] {
  const { locale } = usePreferences();
  const [, askFor] = useBrowserLocale();
  const { token } = useSession();
  const save = useSaveOwnPreferences();
  return [
    locale,
    (chosen: Locale) => {
      askFor(chosen);
      if (token) save.mutate({ locale: chosen });
    },
  ];
}
