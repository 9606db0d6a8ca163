/**
 * What a ticket says, as lines of text, whatever paper it is laid out on (ticket-layout.ts): the site, the
 * document's fields, its weights with their marks, what happened to it, and how to check it.
 */
import { formatWeight, type WeightDisplay } from '@weighbridge/contract/formats';
import { typedWeightsOf } from '@weighbridge/contract/scales';
import { verificationCodeOf } from '@weighbridge/contract/tickets';
import { siteDateTimeText } from '../../lib/site-time.js';
import type { IssuedDocument } from '../../ledger/issue.js';
import { toScaleDocument } from '../../ledger/document-answer.js';
import { TICKET_WORDS as WORDS } from './ticket-words.js';

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
  siteName: string;
  /** The site's logo as a data URL, printed above its name; null: none. */
  siteLogo: string | null;
  siteAddress: string[];
  number: string;
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
  footer: string[];
};

/** The site's address as lines: '; ' or a new line separates them. */
export const addressLines = (address: string | null) =>
  (address ?? '')
    .split(/;\s*|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const orNotSet = (text: string | null | undefined) => (text?.trim() ? text : WORDS.notSet);

function vehicleText(document: IssuedDocument): string {
  const make = [document.brand, document.model].filter(Boolean).join(' ');
  return make ? `${document.registrationNumber} (${make})` : document.registrationNumber;
}

export function ticketContent(facts: TicketFacts): TicketContent {
  const { document, site } = facts;
  const weight = (kg: number | null) => formatWeight(kg, site.weights);
  const at = (moment: Date | null) => (moment ? siteDateTimeText(moment, site.timeZone) : WORDS.notSet);
  const typed = typedWeightsOf(toScaleDocument(document));
  const tareMarks = [...(facts.tareStored ? [WORDS.storedTare(at(document.firstWeighAt))] : []), ...(typed.tare ? [WORDS.manual] : [])];
  const notices = [
    ...(document.overloaded && document.overloadKg !== null ? [WORDS.overload(weight(document.overloadKg))] : []),
    ...((typed.gross || typed.tare) && document.manualReason ? [WORDS.manualReason(document.manualReason)] : []),
  ];
  return {
    siteName: site.name,
    siteLogo: site.logo,
    siteAddress: addressLines(site.address),
    number: document.documentNumber,
    copy: facts.printNumber >= 2 ? WORDS.copy(facts.printNumber) : undefined,
    voided: document.voidedAt
      ? { reason: WORDS.voidReason(orNotSet(document.voidReason)), by: WORDS.voidedBy(orNotSet(document.voidedByName), at(document.voidedAt)) }
      : undefined,
    fields: [
      [WORDS.firstWeighing, at(document.firstWeighAt)],
      [WORDS.secondWeighing, at(document.secondWeighAt)],
      [WORDS.vehicle, vehicleText(document)],
      [WORDS.driver, orNotSet([document.driverName, document.driverSurname].filter(Boolean).join(' '))],
      [WORDS.material, document.materialName],
      [WORDS.loadingArea, document.loadingAreaName],
      [WORDS.polygon, orNotSet(document.polygonCode)],
      [WORDS.destination, orNotSet(document.destinationName)],
      [WORDS.scale, orNotSet(facts.scaleName)],
      [WORDS.operator, orNotSet(document.operatorName)],
      [WORDS.notes, orNotSet(document.notes)],
    ],
    weights: [
      { label: WORDS.gross, value: weight(document.grossWeightKg), marks: typed.gross ? [WORDS.manual] : [] },
      { label: WORDS.tare, value: weight(document.tareWeightKg), marks: tareMarks },
      { label: WORDS.net, value: weight(document.netWeightKg), marks: [] },
    ],
    notices,
    verificationCode: WORDS.verificationCode(verificationCodeOf(document.signature)),
    verificationUrl: facts.verificationUrl,
    footer: [WORDS.printed(at(facts.printedAt), facts.printedBy), WORDS.timeZone(site.timeZone)],
  };
}
