/**
 * Texts that arrive as English (a server's error message, a rule's refusal from the contract) shown in
 * the reader's language when they are one of the contract's known texts, else as they came.
 */
import { useIntl } from 'react-intl';
import { icuLiteral, KNOWN_TEXTS, type TextDescriptor } from './contract-messages';

/**
 * `knownText('Invalid username or password')` is 'Ungültiger Benutzername oder ungültiges Passwort' in
 * German. A feature adds the texts of its own rules (textMessages) to those the contract knows.
 */
export function useKnownTexts(...featureTexts: Readonly<Record<string, TextDescriptor>>[]): (text: string) => string {
  const intl = useIntl();
  return (text: string) => {
    const message = icuLiteral(text);
    const descriptor = KNOWN_TEXTS.get(text) ?? featureTexts.flatMap(Object.values).find((candidate) => candidate.defaultMessage === message);
    return descriptor ? intl.formatMessage(descriptor) : text;
  };
}
