/** The contract's field labels in the reader's language, for the inputs of this page's forms to show. */
import { useIntl } from 'react-intl';
import type { TextDescriptor } from '../../lib/contract-messages';

export function useTranslatedLabels<Field extends string>(messages: Readonly<Record<Field, TextDescriptor>>): Record<Field, string> {
  const intl = useIntl();
  return Object.fromEntries(Object.entries<TextDescriptor>(messages).map(([field, message]) => [field, intl.formatMessage(message)])) as Record<Field, string>;
}
