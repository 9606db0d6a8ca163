/**
 * Texts that arrive as English (a server's error message, a rule's refusal from the contract) shown in
 * the reader's language when they are one of the contract's known texts, else as they came.
 */
import { valuesIn } from '@weighbridge/contract/texts-with-values';
import { useIntl } from 'react-intl';
import { icuLiteral, KNOWN_TEMPLATES, KNOWN_TEXTS, type TextDescriptor } from './contract-messages';

/**
 * `knownText('Invalid username or password')` is 'Ungültiger Benutzername oder ungültiges Passwort' in
 * German, and `knownText("Username 'jo' is already taken")` reads its template's German with 'jo' in it.
 * A feature adds the texts of its own rules (textMessages) to those the contract knows.
 */
export function useKnownTexts(...featureTexts: Readonly<Record<string, TextDescriptor>>[]): (text: string) => string {
  const intl = useIntl();
  const knownText = (text: string): string => {
    const message = icuLiteral(text);
    const descriptor = KNOWN_TEXTS.get(text) ?? featureTexts.flatMap(Object.values).find((candidate) => candidate.defaultMessage === message);
    if (descriptor) return intl.formatMessage(descriptor);
    // A text with values: each value is read too, as it may itself be a known text ('Material 7 does not exist').
    for (const { template, descriptor: withValues } of KNOWN_TEMPLATES) {
      const values = valuesIn(text, template);
      if (values) return intl.formatMessage(withValues, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, knownText(value)])));
    }
    return text;
  };
  return knownText;
}
