/**
 * Figure 8: printing a ticket, GET /api/scale-documents/:id/ticket.pdf (A4, the heaviest page), timed from
 * the client with the whole PDF read; each call is a print (its number taken and recorded, audited, the
 * PDF made in the transaction). The reference is the same document's detail, GET /api/scale-documents/:id,
 * which reads the same row and checks its integrity, timed in the same run.
 */
import type { ApiClient } from './api-client.js';
import { type Figure, ms, pair, verdict } from './figures.js';
import { timeCalls } from './timing.js';

export const SECTION = '8. Ticket PDF';
const BUDGET_P95_MS = 100;

/** The newest load document of the history (a tara has no ticket). */
async function newestLoad(client: ApiClient): Promise<number> {
  const page = (await client.get('/api/scale-documents?page=1&limit=20')) as { data: { document_id: number; weighing_type: string }[] };
  const load = page.data.find((row) => row.weighing_type === 'load');
  if (!load) throw new Error('The history has no load document to print');
  return load.document_id;
}

export async function ticketFigures(client: ApiClient, calls: number): Promise<Figure[]> {
  const id = await newestLoad(client);
  const detail = await timeCalls(calls, () => client.get(`/api/scale-documents/${id}`));
  let bytes = 0;
  const ticket = await timeCalls(calls, async () => {
    bytes = (await client.getFile(`/api/scale-documents/${id}/ticket.pdf?size=a4`)).length;
  });
  return [
    {
      section: SECTION,
      name: `A4 ticket of one document (${(bytes / 1024).toFixed(0)} kB): GET /api/scale-documents/:id/ticket.pdf, ${ticket.count} calls`,
      value: pair(ticket.p50, ticket.p95),
      reference: `document detail GET /api/scale-documents/:id ${pair(detail.p50, detail.p95)}`,
      budget: `p95 <= ${ms(BUDGET_P95_MS)}`,
      verdict: verdict(ticket.p95 <= BUDGET_P95_MS),
    },
  ];
}
