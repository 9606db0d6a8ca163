/** The printed ticket of a scale document, and its public verification by the QR code's address. */
import { recordIdTextSchema } from '@weighbridge/contract/fields';
import { ticketQuerySchema, ticketVerificationResponseSchema, verifyParamsSchema, verifyQuerySchema } from '@weighbridge/contract/tickets';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import { contentDisposition } from '../../lib/attachment.js';
import { PDF_CONTENT_TYPE } from '../../lib/pdf.js';
import { operatorOf } from '../../plugins/access.js';
import { printTicket, type TicketContext, verifyTicket } from './service.js';
import { createVerifyThrottle } from './verify-throttle.js';

const params = z.object({ id: recordIdTextSchema });

export function ticketRoutes(app: App, ctx: TicketContext): void {
  app.get(
    '/api/scale-documents/:id/ticket.pdf',
    { config: { access: { permission: 'scale.documents.print' } }, schema: { params, querystring: ticketQuerySchema } },
    async (request, reply) => {
      // The request's own address (behind a proxy, as TRUST_PROXY lets it tell) when the site configures none.
      const origin = `${request.protocol}://${request.host}`;
      const ticket = await printTicket(ctx, request.params.id, request.query.size, operatorOf(request), origin);
      return reply
        .header('Content-Type', PDF_CONTENT_TYPE)
        .header('Content-Disposition', contentDisposition('inline', ticket.fileName))
        .header('Cache-Control', 'no-store')
        .send(ticket.pdf);
    },
  );

  const throttle = createVerifyThrottle(ctx);
  app.get(
    '/api/verify/:number',
    {
      config: { access: 'public' },
      schema: { params: verifyParamsSchema, querystring: verifyQuerySchema, response: { 200: ticketVerificationResponseSchema } },
      // Counted before the input is checked: a malformed lookup counts as any other.
      onRequest: async (request) => throttle.admit(request.ip),
    },
    async (request) => verifyTicket(ctx, request.params.number, request.query.c),
  );
}
