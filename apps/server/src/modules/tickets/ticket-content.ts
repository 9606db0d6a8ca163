/**
 * What a ticket says, as lines of text, whatever paper it is laid out on (ticket-layout.ts): the site, the
 * document's fields, its weights with their marks, what happened to it, and how to check it.
 */
import { NOT_SET, type WeightDisplay } from '@weighbridge/contract/formats';
import { typedWeightsOf } from '@weighbridge/contract/scales';
import { verificationCodeOf } from '@weighbridge/contract/tickets';
import type { DocumentIntl } from '../../lib/intl.js';
import { localeFormats } from '../../lib/locale-format.js';
import { siteWallClock } from '../../lib/site-time.js';
import type { IssuedDocument } from '../../ledger/issue.js';
import { toScaleDocument } from '../../ledger/document-answer.js';
import { FIELD_MESSAGES as FIELDS } from '../../ledger/messages.js';
import { TICKET_MESSAGES as WORDS } from './messages.js';

export type TicketFacts = {
  document: IssuedDocument;
  /** The name of the scale it was weighed on; undefined for an imported document. */
  scaleName: string | undefined;
  /** Whether its tare was a stored one (its tara was used by an earlier document). */
  tareStored: boolean;
  printNumber: number;
  printedAt: Date;
  printedBy: string;
  site: { name: string; address: string | null; timeZone: string; logo: string | null; weights: WeightDisplay };
  /** The address the QR code opens: the site's own and the verification path. */
  verificationUrl: string;
};

export type TicketWeight = { label: string; value: string; marks: string[] };

export type TicketContent = {
  /** 'WEIGHING TICKET' in the reader's language, and the watermark of a voided one. */
  title: string;
  watermark: string;
  siteName: string;
  /** The site's logo as a data URL, printed above its name; null: none. */
  siteLogo: string | null;
  siteAddress: string[];
  number: string;
  /** 'Ticket number: …' */
  numberLine: string;
  /** 'COPY n' on the second print and later. */
  copy: string | undefined;
  /** The void's reason line, and who voided it and when. */
  voided: { reason: string; by: string } | undefined;
  fields: [label: string, value: string][];
  /** GROSS, TARE and NET, in that order. */
  weights: TicketWeight[];
  /** The overload and why a weight was typed. */
  notices: string[];
  verificationCode: string;
  verificationUrl: string;
  /** 'Check this ticket at', before the address. */
  verifyAt: string;
  footer: string[];
};

/** The site's address as lines: '; ' or a new line separates them. */
export const addressLines = (address: string | null) =>
  (address ?? '')
    .split(/;\s*|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const orNotSet = (text: string | null | undefined) => (text?.trim() ? text : NOT_SET);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A moment as the site's clock showed it, to the minute, written as the language writes a date and time. */
export function ticketDateTime(intl: DocumentIntl, moment: Date, timeZone: string): string {
  const clock = siteWallClock(moment, timeZone);
  return intl.formatMessage(WORDS.dateTime, {
    year: String(clock.year),
    month: twoDigits(clock.month),
    day: twoDigits(clock.day),
    hour: twoDigits(clock.hour),
    minute: twoDigits(clock.minute),
  });
}

function vehicleText(document: IssuedDocument): string {
  const make = [document.brand, document.model].filter(Boolean).join(' ');
  return make ? `${document.registrationNumber} (${make})` : document.registrationNumber;
}

/** The ticket's texts in the language of `intl`: its words, weights and dates. */
export function ticketContent(facts: TicketFacts, intl: DocumentIntl): TicketContent {
  const { document, site } = facts;
  const word = intl.formatMessage;
  const formats = localeFormats(intl);
  const weight = (kg: number | null) => formats.weight(kg, site.weights);
  const at = (moment: Date | null) => (moment ? ticketDateTime(intl, moment, site.timeZone) : NOT_SET);
  const typed = typedWeightsOf(toScaleDocument(document));
  const manual = word(WORDS.manual);
  const tareMarks = [...(facts.tareStored ? [word(WORDS.storedTare, { date: at(document.firstWeighAt) })] : []), ...(typed.tare ? [manual] : [])];
  const notices = [
    ...(document.overloaded && document.overloadKg !== null ? [word(WORDS.overload, { weight: weight(document.overloadKg) })] : []),
    ...((typed.gross || typed.tare) && document.manualReason ? [word(WORDS.manualReason, { reason: document.manualReason })] : []),
  ];
  return {
    title: word(WORDS.title),
    watermark: word(WORDS.void),
    siteName: site.name,
    siteLogo: site.logo,
    siteAddress: addressLines(site.address),
    number: document.documentNumber,
    numberLine: word(WORDS.number, { number: document.documentNumber }),
    copy: facts.printNumber >= 2 ? word(WORDS.copy, { printNumber: String(facts.printNumber) }) : undefined,
    voided: document.voidedAt
      ? {
          reason: word(WORDS.voidReason, { reason: orNotSet(document.voidReason) }),
          by: word(WORDS.voidedBy, { who: orNotSet(document.voidedByName), when: at(document.voidedAt) }),
        }
      : undefined,
    fields: [
      [word(WORDS.firstWeighing), at(document.firstWeighAt)],
      [word(WORDS.secondWeighing), at(document.secondWeighAt)],
      [word(FIELDS.vehicle), vehicleText(document)],
      [word(FIELDS.driver), orNotSet([document.driverName, document.driverSurname].filter(Boolean).join(' '))],
      [word(FIELDS.material), document.materialName],
      [word(FIELDS.loadingArea), document.loadingAreaName],
      [word(FIELDS.polygon), orNotSet(document.polygonCode)],
      [word(FIELDS.destination), orNotSet(document.destinationName)],
      [word(FIELDS.scale), orNotSet(facts.scaleName)],
      [word(FIELDS.operator), orNotSet(document.operatorName)],
      [word(FIELDS.notes), orNotSet(document.notes)],
    ],
    weights: [
      { label: word(WORDS.gross), value: weight(document.grossWeightKg), marks: typed.gross ? [manual] : [] },
      { label: word(WORDS.tare), value: weight(document.tareWeightKg), marks: tareMarks },
      { label: word(WORDS.net), value: weight(document.netWeightKg), marks: [] },
    ],
    notices,
    verificationCode: word(WORDS.verificationCode, { code: verificationCodeOf(document.signature) }),
    verificationUrl: facts.verificationUrl,
    verifyAt: word(WORDS.verifyAt),
    footer: [word(WORDS.printed, { when: at(facts.printedAt), who: facts.printedBy }), word(WORDS.timeZone, { zone: site.timeZone })],
  };
}
