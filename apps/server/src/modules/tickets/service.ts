/**
 * Printing a ticket (every print counted and audited, copies marked) and its public verification (tells
 * only whether a ticket with that number and code exists, is intact or voided, its date and net weight).
 */
import { TICKET_MESSAGES, ticketFileName, type TicketSize, type TicketVerification, verificationCodeOf, verificationPath } from '@weighbridge/contract/tickets';
import { auditWeighing } from '../../db/audit-log.js';
import type { Db } from '../../db/database.js';
import type { Operator } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { pdfBuffer } from '../../lib/pdf.js';
import { documentIntegrity } from '../../ledger/integrity.js';
import { lockedDocument } from '../../ledger/locked-document.js';
import { sameSignature } from '../../ledger/signature.js';
import { documentIntl } from '../../lib/intl.js';
import { localeOf, readLetterhead, readWeightDisplay } from '../site/public.js';
import { documentByNumber, recordPrint, scaleNameOf, tareWasStored } from './repository.js';
import { ticketContent } from './ticket-content.js';
import { ticketDefinition } from './ticket-layout.js';

export type TicketContext = {
  db: Db;
  clock: Clock;
  signingKey: string;
  siteTimeZone: string;
};

export type PrintedTicket = { pdf: Buffer; fileName: string };

/**
 * Prints a document's ticket: in one transaction, with the document's row locked, the next print number is
 * taken and recorded with its audit entry, and the PDF is made; a PDF that cannot be made records nothing.
 * It reads in the operator's language. `origin` is where the request came to (protocol and host), the QR code's site when none is configured.
 */
export async function printTicket(ctx: TicketContext, documentId: number, size: TicketSize, operator: Operator, origin: string): Promise<PrintedTicket> {
  return ctx.db.transaction(async (tx) => {
    const document = await lockedDocument(tx, documentId, TICKET_MESSAGES.taraHasNoTicket);
    const printedAt = ctx.clock.now();
    const printNumber = await recordPrint(tx, { documentId, size, printedAt, printedBy: operator.user.id, printedByName: operator.user.name });
    await auditWeighing(tx, operator, {
      action: 'scale_document.print',
      entityType: 'scale_document',
      entityId: documentId,
      details: { document_number: document.documentNumber, print_number: printNumber, size },
    });
    const code = verificationCodeOf(document.signature);
    const site = await readLetterhead(tx);
    const content = ticketContent({
      document,
      scaleName: await scaleNameOf(tx, document.scaleId),
      tareStored: await tareWasStored(tx, document),
      printNumber,
      printedAt,
      printedBy: operator.user.name,
      site: { name: site.name, address: site.address, timeZone: ctx.siteTimeZone, logo: site.logo, weights: site.weights },
      verificationUrl: `${site.publicUrl ?? origin}${verificationPath(document.documentNumber, code)}`,
    }, documentIntl(await localeOf(tx, operator.user.id)));
    return { pdf: await pdfBuffer(ticketDefinition(content, size)), fileName: ticketFileName(document.documentNumber) };
  });
}

/**
 * The verification of a ticket: 404 for a number no document holds, 409 for one another document holds
 * (the code is not the one recorded under the number).
 */
export async function verifyTicket(ctx: TicketContext, documentNumber: string, code: string): Promise<{ data: TicketVerification }> {
  const document = await documentByNumber(ctx.db, documentNumber);
  if (!document) throw new AppError('NOT_FOUND', TICKET_MESSAGES.notFound);
  if (!sameSignature(verificationCodeOf(document.signature), code)) throw new AppError('CONFLICT', TICKET_MESSAGES.otherTicket);
  return {
    data: {
      document_number: document.documentNumber,
      integrity: await documentIntegrity(ctx.db, ctx.signingKey, document),
      voided: document.voidedAt !== null,
      date: document.secondWeighAt.toISOString(),
      time_zone: ctx.siteTimeZone,
      net_weight_kg: document.netWeightKg,
      weights: await readWeightDisplay(ctx.db),
    },
  };
}
