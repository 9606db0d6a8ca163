/** The names of the indicator protocols and the ASCII stream's formats in the page's language. */
import type { ProtocolNames } from '@weighbridge/contract/scales';
import { type IntlShape, useIntl } from 'react-intl';
import type { TextDescriptor } from '../../lib/contract-messages';
import { asciiFormatMessages, protocolNameMessages } from './messages';

function said<Key extends string>(intl: IntlShape, messages: Readonly<Record<Key, TextDescriptor>>): Record<Key, string> {
  return Object.fromEntries(Object.entries<TextDescriptor>(messages).map(([key, message]) => [key, intl.formatMessage(message)])) as Record<Key, string>;
}

/** For `protocolLabel(scale, names)` and the protocol's choices: 'ASCII-Datenstrom, Rinstrum FMT_1' in German. */
export function protocolNamesIn(intl: IntlShape): ProtocolNames {
  return { protocols: said(intl, protocolNameMessages), formats: said(intl, asciiFormatMessages) };
}

export function useProtocolNames(): ProtocolNames {
  return protocolNamesIn(useIntl());
}
