/**
 * The printed weighing ticket and its public verification: what is printed, in which sizes, and what a
 * person who scans the ticket's QR code may learn without signing in.
 */
import { pagePath } from './page-paths.js';
import { weightDisplaySchema } from './site.js';
import { z } from 'zod';
import { problem } from './problems.js';

/** Paper the ticket is laid out for: A4 and A5 sheets, or an 80 mm roll of a thermal ticket printer. */
export const TICKET_SIZES = ['a4', 'a5', '80mm'] as const;
export type TicketSize = (typeof TICKET_SIZES)[number];

export const TICKET_SIZE_LABELS: Readonly<Record<TicketSize, string>> = { a4: 'A4', a5: 'A5', '80mm': '80 mm roll' };

export const ticketQuerySchema = z.object({
  size: z.enum(TICKET_SIZES, { error: "must be 'a4', 'a5' or '80mm'" }).default('a4'),
});
export type TicketQuery = z.input<typeof ticketQuerySchema>;

/** The verification code is the first this many hex characters of the document's signature. */
export const VERIFICATION_CODE_LENGTH = 12;

/** A document's verification code, as its ticket prints it and the export lists it. */
export const verificationCodeOf = (signature: string) => signature.slice(0, VERIFICATION_CODE_LENGTH);

export const verificationCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(new RegExp(`^[0-9a-f]{${VERIFICATION_CODE_LENGTH}}$`), problem('hexCharacters', { count: VERIFICATION_CODE_LENGTH }));

/** GET /api/verify/:number?c=<code> (no sign-in). */
export const verifyParamsSchema = z.object({ number: z.string().trim().min(1).max(40) });
export const verifyQuerySchema = z.object({ c: verificationCodeSchema });

/**
 * Everything the verification tells, and nothing else: the ticket exists with that code, whether its
 * stored fields still match its signature, whether it was voided, its date and its net weight.
 */
export const ticketVerificationSchema = z
  .object({
    document_number: z.string(),
    integrity: z.enum(['verified', 'altered']),
    voided: z.boolean(),
    /** The second (load) weighing's time, ISO. */
    date: z.string(),
    /** The site's time zone (IANA), in which the ticket printed that date and the page shows it. */
    time_zone: z.string(),
    net_weight_kg: z.number(),
    /** How the site shows weights: the page has no other way to know it, being open to anyone with the code. */
    weights: weightDisplaySchema,
  })
  .strict();
export type TicketVerification = z.infer<typeof ticketVerificationSchema>;
export const ticketVerificationResponseSchema = z.object({ data: ticketVerificationSchema });

/** Lookups one client address may make per window before it is answered 429. */
export const VERIFY_MAX_PER_WINDOW = 30;
export const VERIFY_WINDOW_SECONDS = 60;

export const TICKET_MESSAGES = {
  /** No document holds the number. */
  notFound: 'No ticket with this number and verification code',
  /**
   * A document holds the number, but not with this code: the ticket in hand is not the one recorded under it
   * (a forgery, or a ticket whose record was removed and its number issued again). Numbers are sequential,
   * so saying that one exists tells nothing a reader could not guess.
   */
  otherTicket: 'This number belongs to another ticket: the ticket in your hand is not the one the weighbridge recorded under it',
  tooManyLookups: 'Too many verification requests. Please try again later.',
  taraHasNoTicket: 'A tara weighing has no ticket',
} as const;

/** The web page a ticket's QR code opens: `${siteUrl}/verify/${number}?c=${code}`. */
export function verificationPath(documentNumber: string, code: string): string {
  return `${pagePath('verify', { number: documentNumber })}?c=${code}`;
}

/** The file a ticket downloads as: its number, e.g. SD-2026-000123.pdf. */
export const ticketFileName = (documentNumber: string) => `${documentNumber}.pdf`;

/** The browser setting that opens the ticket after every load on the weighing page. */
export const PRINT_AFTER_LOAD_STORAGE_KEY = 'weighbridge.printTicketAfterLoad';
export const TICKET_SIZE_STORAGE_KEY = 'weighbridge.ticketSize';
