/**
 * Tamper evidence of scale documents: an HMAC-SHA-256, keyed with a secret kept out of the database, over
 * every field the ticket shows and the previous document's signature, and over each void or correction
 * (an amendment) chained to the document's signature or the amendment before it. A row changed behind the
 * application's back no longer matches.
 *
 * The canonical forms are fixed: the fields in the order listed here, weights with two decimals, times in
 * ISO 8601 (UTC, milliseconds). Never reorder or add to a form: a new form is a new version, and the rows
 * signed under an older one keep being checked under it (`signature_version`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

type Kind = 'text' | 'integer' | 'kg' | 'time' | 'flag';

/** Every field the ticket shows, with its void state, in the order version 2 signs them. */
export const TICKET_FIELDS = [
  ['documentNumber', 'text'],
  ['documentYear', 'integer'],
  ['orderSequence', 'integer'],
  ['status', 'text'],
  ['weighingType', 'text'],
  ['firstWeighAt', 'time'],
  ['secondWeighAt', 'time'],
  ['taraId', 'integer'],
  ['vehicleId', 'integer'],
  ['registrationNumber', 'text'],
  ['brand', 'text'],
  ['model', 'text'],
  ['driverId', 'integer'],
  ['driverName', 'text'],
  ['driverSurname', 'text'],
  ['rfidCardNumber', 'text'],
  ['tareWeightKg', 'kg'],
  ['grossWeightKg', 'kg'],
  ['netWeightKg', 'kg'],
  ['materialId', 'integer'],
  ['materialName', 'text'],
  ['polygonId', 'integer'],
  ['polygonCode', 'text'],
  ['loadingAreaId', 'integer'],
  ['loadingAreaName', 'text'],
  ['unloadingStationId', 'integer'],
  ['destinationName', 'text'],
  ['scaleId', 'integer'],
  ['readerId', 'integer'],
  ['operatorId', 'integer'],
  ['operatorName', 'text'],
  ['notes', 'text'],
  ['weightSource', 'text'],
  ['overloaded', 'flag'],
  ['overloadKg', 'kg'],
  ['voidedAt', 'time'],
  ['voidedBy', 'integer'],
  ['voidedByName', 'text'],
  ['voidReason', 'text'],
] as const satisfies readonly (readonly [string, Kind])[];

/**
 * What version 3 signs after version 2's fields: where the tare came from (the gross's source is signed
 * since version 1), the indicator's frames the weights were read from, and why a weight was typed.
 */
export const WEIGHT_ORIGIN_FIELDS = [
  ['tareWeightSource', 'text'],
  ['grossRawFrame', 'text'],
  ['tareRawFrame', 'text'],
  ['manualReason', 'text'],
] as const satisfies readonly (readonly [string, Kind])[];

const SIGNED_FIELDS = [...TICKET_FIELDS, ...WEIGHT_ORIGIN_FIELDS] as const;

export type TicketField = (typeof SIGNED_FIELDS)[number][0];
/** A field's value as the signature reads it (and as an amendment stores it): text, number, flag or null. */
export type SignedValue = string | number | boolean | null;
export type EncodedTicket = Record<TicketField, SignedValue>;

/** The signature version new documents are written with. */
export const SIGNATURE_VERSION = 4;

/** The versions a stored document may be signed under, each checked under its own form. */
export const SIGNATURE_VERSIONS: readonly number[] = [1, 2, 3, 4];

/**
 * The first document version that signs the document of the link before it; before it, the column only
 * says where to look. The amendment version that is a link of the site's chain.
 */
export const FIRST_SIGNING_PREVIOUS_DOCUMENT = 4;
export const CHAINED_AMENDMENT_VERSION = 2;

/** Where a link follows in the chain: the signature of the link before it, and that link's document. */
export type ChainPlace = { previousSignature: string | null; previousDocumentId: number | null };

const KINDS = new Map<string, Kind>(SIGNED_FIELDS);

function encode(kind: Kind, value: unknown): SignedValue {
  if (kind === 'flag') return Boolean(value);
  if (value === null || value === undefined) return null;
  if (kind === 'kg') return Number(value).toFixed(2);
  if (kind === 'time') return (value instanceof Date ? value : new Date(value as string)).toISOString();
  if (kind === 'integer') return Number(value);
  return String(value);
}

/** A field's value in the signed form; an absent value is null (a flag absent is false, the column's default). */
export function encodeField(field: TicketField, value: unknown): SignedValue {
  return encode(KINDS.get(field)!, value);
}

/** The ticket's fields in the signed form, from a stored row or from one about to be written. */
export function encodeTicket(fields: Partial<Record<TicketField, unknown>>): EncodedTicket {
  const ticket = {} as EncodedTicket;
  for (const [name, kind] of SIGNED_FIELDS) ticket[name] = encode(kind, fields[name]);
  return ticket;
}

function canonicalTicket(version: number, ticket: EncodedTicket, { previousSignature, previousDocumentId }: ChainPlace): string {
  if (version === 1) {
    // The number, times, vehicle and weights, as documents were signed before every field was.
    const t = ticket;
    return JSON.stringify([
      t.documentNumber,
      t.documentYear,
      t.orderSequence,
      t.vehicleId,
      t.registrationNumber,
      t.firstWeighAt,
      t.secondWeighAt,
      t.tareWeightKg,
      t.grossWeightKg,
      t.netWeightKg,
      t.weightSource,
      t.scaleId,
      previousSignature,
    ]);
  }
  if (version === 2) return JSON.stringify(['ticket/2', ...TICKET_FIELDS.map(([name]) => ticket[name]), previousSignature]);
  if (version === 3) return JSON.stringify(['ticket/3', ...SIGNED_FIELDS.map(([name]) => ticket[name]), previousSignature]);
  if (version === 4) return JSON.stringify(['ticket/4', ...SIGNED_FIELDS.map(([name]) => ticket[name]), previousSignature, previousDocumentId]);
  throw new Error(`unknown signature version ${version}`);
}

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

/** A document's signature under `version`, chained to the link before it. */
export function signTicket(key: string, version: number, ticket: EncodedTicket, place: ChainPlace): string {
  return hmac(key, canonicalTicket(version, ticket, place));
}

/** A void or a correction: who, when and why, and the fields it sets with what they held before. */
export type AmendmentEntry = {
  documentId: number;
  kind: string;
  at: Date;
  byUserId: number | null;
  byName: string | null;
  reason: string | null;
  sets: Record<string, unknown>;
  replaces: Record<string, unknown>;
};

/**
 * An amendment's signature: version 1 chained to its document's signature or to the amendment before it,
 * version 2 to the link before it in the site's chain, whichever document that link is of.
 */
export function signAmendment(key: string, version: number, entry: AmendmentEntry, { previousSignature, previousDocumentId }: ChainPlace): string {
  const changes = TICKET_FIELDS.filter(([name]) => name in entry.sets).map(([name]) => [name, entry.replaces[name] ?? null, entry.sets[name]]);
  const content = [entry.documentId, entry.kind, entry.at.toISOString(), entry.byUserId, entry.byName, entry.reason, changes, previousSignature];
  if (version === 1) return hmac(key, JSON.stringify(['amendment/1', ...content]));
  if (version === CHAINED_AMENDMENT_VERSION) return hmac(key, JSON.stringify(['amendment/2', ...content, previousDocumentId]));
  throw new Error(`unknown amendment version ${version}`);
}

/** Whether two signatures are the same, in a time that does not tell how much of them agrees. */
export function sameSignature(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(actual, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
