/**
 * The contract's field labels in the reader's language, for the inputs to show. The form's checks keep
 * the contract's English labels: the messages they build and the server's are matched to fields by them.
 */
import { useIntl } from 'react-intl';
import type { TextDescriptor } from './contract-messages';

export function useFieldLabels<Field extends string>(messages: Readonly<Record<Field, TextDescriptor>>): Record<Field, string> {
  const intl = useIntl();
  return Object.fromEntries(Object.entries<TextDescriptor>(messages).map(([field, message]) => [field, intl.formatMessage(message)])) as Record<Field, string>;
}
