/**
 * GET /api/verify/{number}?c={code}: whether a printed ticket is genuine, asked without signing in (the
 * page is opened by scanning the ticket's QR code, often on a phone that has never signed in).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketVerificationResponseSchema } from '@weighbridge/contract/tickets';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function ticketVerificationQueryOptions(documentNumber: string, code: string | null) {
  return queryOptions({
    queryKey: queryKeys.ticketVerification.ticket(documentNumber, code),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/verify/${encodeURIComponent(documentNumber)}`, {
          query: { c: code },
          schema: ticketVerificationResponseSchema,
          signal,
          anonymous: true,
        })
      ).data,
    // Only a well-formed code is sent: each lookup counts against this address's limit.
    enabled: code !== null,
    // Looked up once per visit: every lookup counts against the limit, and a ticket rarely changes.
    staleTime: Infinity,
  });
}

export function useTicketVerification(documentNumber: string, code: string | null) {
  return useQuery(ticketVerificationQueryOptions(documentNumber, code));
}
