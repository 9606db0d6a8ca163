/**
 * The texts of the ticket verification page, /verify (spec: a ticket's QR code). The field names and the
 * server's answers (no such ticket, another ticket's number, too many lookups) are the contract's.
 */
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const verifyMessages = {
  /** 'Ticket number: SD-2026-000123', the number asked about in bold. */
  asked: defineMessage<{ label: string; number: string; strong: MessageTag }>({
    id: 'tickets.verify.asked',
    defaultMessage: '{label}: <strong>{number}</strong>',
  }),
  malformedCode: defineMessage<{ label: string; length: number }>({
    id: 'tickets.verify.malformedCode',
    defaultMessage: '{label} must be {length} hexadecimal characters',
  }),
  siteTime: defineMessage<{ zone: string }>({ id: 'tickets.verify.siteTime', defaultMessage: 'Site time ({zone})' }),
  ...defineMessages({
    title: { id: 'tickets.verify.title', defaultMessage: 'Ticket verification' },
    subtitle: { id: 'tickets.verify.subtitle', defaultMessage: "Checks a printed weighing ticket against the weighbridge's records" },
    missingCode: { id: 'tickets.verify.missingCode', defaultMessage: 'This address has no verification code. Enter the code printed on the ticket.' },
    failed: { id: 'tickets.verify.failed', defaultMessage: 'The ticket could not be checked. Please try again later.' },
    checking: { id: 'tickets.verify.checking', defaultMessage: 'Checking the ticket...' },
    verify: { id: 'tickets.verify.verify', defaultMessage: 'Verify' },
  }),
};

export const answerMessages = defineMessages({
  integrity: { id: 'tickets.answer.integrity', defaultMessage: 'Integrity' },
  verified: { id: 'tickets.answer.verified', defaultMessage: 'Verified' },
  altered: { id: 'tickets.answer.altered', defaultMessage: 'Altered' },
  voided: { id: 'tickets.answer.voided', defaultMessage: 'Voided' },
  yes: { id: 'tickets.answer.yes', defaultMessage: 'Yes' },
  no: { id: 'tickets.answer.no', defaultMessage: 'No' },
  date: { id: 'tickets.answer.date', defaultMessage: 'Date' },
  verifiedText: { id: 'tickets.answer.verifiedText', defaultMessage: "This ticket matches the weighbridge's record." },
  alteredText: {
    id: 'tickets.answer.alteredText',
    defaultMessage: 'The record of this ticket was changed after it was issued: it does not match its signature.',
  },
  voidedText: { id: 'tickets.answer.voidedText', defaultMessage: 'This ticket was voided and is no longer valid.' },
});
