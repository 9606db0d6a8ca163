/**
 * Where the reader chooses the language of the pages: a select in the corner of the sign-in card, and
 * items in the user menu of the header. Each language is named in itself, so that a reader who cannot
 * read the current one still finds their own.
 */
import { Menu, Select } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { LOCALES, type Locale } from '@weighbridge/contract/preferences';
import { useIntl } from 'react-intl';
import { languageMessages } from '../../components/messages';
import { useLocale } from '../preferences/locale';

const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', de: 'Deutsch' };

const LANGUAGES = LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

function isLocale(value: string | null): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

export function LanguageSelect() {
  const intl = useIntl();
  const [locale, setLocale] = useLocale();
  return (
    <Select
      size="xs"
      w={120}
      aria-label={intl.formatMessage(languageMessages.language)}
      leftSection={<IconLanguage size={14} aria-hidden />}
      data={LANGUAGES}
      value={locale}
      allowDeselect={false}
      onChange={(value) => isLocale(value) && setLocale(value)}
    />
  );
}

export function LanguageMenuItems() {
  const intl = useIntl();
  const [locale, setLocale] = useLocale();
  return (
    <>
      <Menu.Label>{intl.formatMessage(languageMessages.language)}</Menu.Label>
      {LANGUAGES.map(({ value, label }) => (
        <Menu.Item
          key={value}
          lang={value}
          leftSection={value === locale ? <IconCheck size={16} aria-hidden /> : <IconLanguage size={16} aria-hidden />}
          aria-current={value === locale ? 'true' : undefined}
          onClick={() => setLocale(value)}
        >
          {label}
        </Menu.Item>
      ))}
    </>
  );
}
