/**
 * Every word the printed ticket says, in English; the German is in locales/de.json. The fields' names are
 * the contract's (the same as the weighing page's), so the English has one source.
 */
import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';

type None = NoMessageValues;
type Text<Name extends string> = Record<Name, string>;

/** The placeholders of each message: a message is formatted with exactly these. */
type TicketValues = {
  title: None;
  number: Text<'number'>;
  copy: Text<'printNumber'>;
  firstWeighing: None;
  secondWeighing: None;
  vehicle: None;
  driver: None;
  material: None;
  loadingArea: None;
  polygon: None;
  destination: None;
  scale: None;
  operator: None;
  notes: None;
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
  vehicle: { id: 'ticket.vehicle', defaultMessage: TICKET_FIELDS.vehicle },
  driver: { id: 'ticket.driver', defaultMessage: TICKET_FIELDS.driver },
  material: { id: 'ticket.material', defaultMessage: TICKET_FIELDS.material },
  loadingArea: { id: 'ticket.loadingArea', defaultMessage: TICKET_FIELDS.loadingArea },
  polygon: { id: 'ticket.polygon', defaultMessage: TICKET_FIELDS.polygon },
  destination: { id: 'ticket.destination', defaultMessage: TICKET_FIELDS.destination },
  scale: { id: 'ticket.scale', defaultMessage: TICKET_FIELDS.scale },
  operator: { id: 'ticket.operator', defaultMessage: TICKET_FIELDS.operator },
  notes: { id: 'ticket.notes', defaultMessage: TICKET_FIELDS.notes },
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
