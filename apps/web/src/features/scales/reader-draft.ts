/** A reader as its form holds it, the body sent for it, and how the table names its card format. */
import {
  type CardNumberFormat,
  DEFAULT_REPEAT_WINDOW_SECONDS,
  type Reader,
  type ReaderConnection,
  type ReaderInput,
} from '@weighbridge/contract/scales';
import type { IntlShape } from 'react-intl';
import { numberOrNull } from '../../lib/form-check';
import { recordDraft } from '../../lib/record-draft';
import { connectionBody, type ConnectionDraft, EMPTY_CONNECTION } from './connection';
import { cardFormatMessages, readersTableMessages } from './messages';

export type ReaderDraft = ConnectionDraft & {
  name: string;
  scale_id: number | null;
  connection: ReaderConnection;
  prefix: string;
  suffix: string;
  card_format: CardNumberFormat;
  repeat_window_seconds: number | string;
  enabled: boolean;
};

/** A new reader is wired over TCP, reads decimal card numbers and counts a card once in the default window. */
export function readerDraft(reader: Reader | undefined): ReaderDraft {
  return recordDraft<ReaderDraft>(reader, {
    name: '',
    scale_id: null,
    connection: 'tcp',
    prefix: '',
    suffix: '',
    card_format: 'decimal',
    repeat_window_seconds: DEFAULT_REPEAT_WINDOW_SECONDS,
    enabled: true,
    ...EMPTY_CONNECTION,
  });
}

/** The body of POST and PUT /api/readers. */
export function readerBody(draft: ReaderDraft): ReaderInput {
  return {
    name: draft.name,
    scale_id: draft.scale_id,
    connection: draft.connection,
    prefix: draft.prefix,
    suffix: draft.suffix,
    card_format: draft.card_format,
    repeat_window_seconds: numberOrNull(draft.repeat_window_seconds),
    enabled: draft.enabled,
    ...connectionBody(draft.connection, draft),
    // As typed: the contract's check refuses a reader without its scale or with an empty repeat window.
  } as ReaderInput;
}

/**
 * The card format as the table shows it: 'Decimal', or 'Hex, prefix "ID:", suffix "\r"' with the characters
 * stripped written out, so that a control character can be seen.
 */
export function describeCardFormat(intl: IntlShape, reader: Pick<Reader, 'card_format' | 'prefix' | 'suffix'>): string {
  const parts = [intl.formatMessage(cardFormatMessages[reader.card_format])];
  if (reader.prefix) parts.push(intl.formatMessage(readersTableMessages.prefix, { characters: JSON.stringify(reader.prefix) }));
  if (reader.suffix) parts.push(intl.formatMessage(readersTableMessages.suffix, { characters: JSON.stringify(reader.suffix) }));
  return parts.join(', ');
}
