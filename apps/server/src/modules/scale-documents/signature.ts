/**
 * Tamper evidence of scale documents: an HMAC-SHA-256, keyed with a secret kept out of the database,
 * over the fields that make the ticket a legal record (its number, times, vehicle and weights) and the
 * previous document's signature. A row changed behind the application's back no longer matches.
 * Corrections of material, area, destination or notes are not signed: they are audited instead.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedFields = {
  documentNumber: string;
  documentYear: number;
  orderSequence: number;
  vehicleId: number;
  registrationNumber: string;
  firstWeighAt: Date | null;
  secondWeighAt: Date;
  tareWeightKg: number;
  fullWeightKg: number;
  netWeightKg: number;
  weightSource: string;
  scaleId: number | null;
};

function canonical(fields: SignedFields, previousSignature: string | null): string {
  return JSON.stringify([
    fields.documentNumber,
    fields.documentYear,
    fields.orderSequence,
    fields.vehicleId,
    fields.registrationNumber,
    fields.firstWeighAt?.toISOString() ?? null,
    fields.secondWeighAt.toISOString(),
    fields.tareWeightKg.toFixed(2),
    fields.fullWeightKg.toFixed(2),
    fields.netWeightKg.toFixed(2),
    fields.weightSource,
    fields.scaleId,
    previousSignature,
  ]);
}

export function signDocument(key: string, fields: SignedFields, previousSignature: string | null): string {
  return createHmac('sha256', key).update(canonical(fields, previousSignature)).digest('hex');
}

export function signatureMatches(key: string, fields: SignedFields, previousSignature: string | null, signature: string): boolean {
  const expected = Buffer.from(signDocument(key, fields, previousSignature), 'hex');
  const actual = Buffer.from(signature, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
