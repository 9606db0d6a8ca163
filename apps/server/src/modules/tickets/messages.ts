/**
 * Every word the printed ticket says besides its fields' names (ledger/messages.ts), in English; the German
 * is in locales/de.json.
 */
import { defineMessages, type NoMessageValues } from '@formatjs/intl';

type None = NoMessageValues;
type Text<Name extends string> = Record<Name, string>;

/** The placeholders of each message: a message is formatted with exactly these. */
type TicketValues = {
  title: None;
  number: Text<'number'>;
  copy: Text<'printNumber'>;
  firstWeighing: None;
  secondWeighing: None;
  gross: None;
  tare: None;
  net: None;
  storedTare: Text<'date'>;
  manual: None;
  manualReason: Text<'reason'>;
  overload: Text<'weight'>;
  void: None;
  voidReason: Text<'reason'>;
  voidedBy: Text<'who' | 'when'>;
  verificationCode: Text<'code'>;
  verifyAt: None;
  printed: Text<'when' | 'who'>;
  timeZone: Text<'zone'>;
  dateTime: Text<'year' | 'month' | 'day' | 'hour' | 'minute'>;
};

export const TICKET_MESSAGES = defineMessages<TicketValues>({
  title: { id: 'ticket.title', defaultMessage: 'WEIGHING TICKET' },
  number: { id: 'ticket.number', defaultMessage: 'Ticket number: {number}' },
  copy: { id: 'ticket.copy', defaultMessage: 'COPY {printNumber}' },
  firstWeighing: { id: 'ticket.firstWeighing', defaultMessage: 'First weighing (tare)' },
  secondWeighing: { id: 'ticket.secondWeighing', defaultMessage: 'Second weighing (gross)' },
  gross: { id: 'ticket.gross', defaultMessage: 'GROSS' },
  tare: { id: 'ticket.tare', defaultMessage: 'TARE' },
  net: { id: 'ticket.net', defaultMessage: 'NET' },
  /** A tare taken from a stored tara, with the tara's date. */
  storedTare: { id: 'ticket.storedTare', defaultMessage: 'PT {date}' },
  /** A weight typed on a scale with an indicator. */
  manual: { id: 'ticket.manual', defaultMessage: 'MANUAL' },
  manualReason: { id: 'ticket.manualReason', defaultMessage: 'MANUAL: {reason}' },
  overload: { id: 'ticket.overload', defaultMessage: 'OVERLOAD: {weight} above capacity' },
  void: { id: 'ticket.void', defaultMessage: 'VOID' },
  voidReason: { id: 'ticket.voidReason', defaultMessage: 'VOID: {reason}' },
  voidedBy: { id: 'ticket.voidedBy', defaultMessage: 'Voided by {who} on {when}' },
  verificationCode: { id: 'ticket.verificationCode', defaultMessage: 'Verification code: {code}' },
  verifyAt: { id: 'ticket.verifyAt', defaultMessage: 'Check this ticket at' },
  printed: { id: 'ticket.printed', defaultMessage: 'Printed {when} by {who}' },
  timeZone: { id: 'ticket.timeZone', defaultMessage: 'Times in {zone}' },
  /**
   * A moment on the site's clock, its parts given as two-digit texts: English writes it as ISO 8601 does,
   * so that it reads the same in every country; German as its readers write a date.
   */
  dateTime: { id: 'ticket.dateTime', defaultMessage: '{year}-{month}-{day} {hour}:{minute}' },
});
