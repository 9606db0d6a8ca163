/**
 * The language this browser was last asked for (localStorage `weighbridge.locale`): chosen on the sign-in
 * page or in the header, it applies before anyone signs in and to a user who has no language of their own
 * (app/preferences/locale.ts). With none asked for, German for a browser set to German, else English.
 */
import { LOCALES, type Locale } from '@weighbridge/contract/preferences';
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'weighbridge.locale';

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** German when the browser's own language is German; every other browser reads English. */
export function browserLocale(languages: readonly string[] = navigator.languages): Locale {
  return languages[0]?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

const listeners = new Set<() => void>();

function readStored(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    // A browser that keeps nothing remembers no choice.
    return null;
  }
}

function writeStored(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Kept for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The language this browser was asked for (null: none yet) and a way to ask for another. */
export function useBrowserLocale(): [Locale | null, (locale: Locale) => void] {
  const locale = useSyncExternalStore(subscribe, readStored);
  return [locale, writeStored];
}
