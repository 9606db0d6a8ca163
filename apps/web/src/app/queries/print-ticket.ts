/**
 * GET /api/scale-documents/{id}/ticket.pdf?size=: prints a load's ticket on this browser's paper size and
 * opens it in a new tab for the browser's PDF viewer to print (saved instead where a pop-up is blocked).
 * The server counts every print, so the document's detail is refreshed to show the new count; a refusal
 * shows the server's text as a toast. The weighing page, the history and the detail all print with this.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { ticketFileName } from '@weighbridge/contract/tickets';
import { showToast } from '../../components/toast';
import { openFile } from '../../lib/download';
import { TICKET_PRINT_TEXTS } from '../../lib/ticket-prints';
import { useTicketSize } from '../../lib/ticket-settings';
import { apiGetFile, errorText } from '../api-client';
import { queryKeys } from './query-keys';

/** What printing needs of a document: its id, and its number for the file's name should the server give none. */
export type PrintableDocument = Pick<ScaleDocument, 'document_id' | 'document_number'>;

/** @example const printing = usePrintTicket(); printing.mutate(document); printing.isPending */
export function usePrintTicket() {
  const queryClient = useQueryClient();
  const [size] = useTicketSize();
  return useMutation({
    mutationFn: async (document: PrintableDocument) => {
      const fallbackName = document.document_number ? ticketFileName(document.document_number) : undefined;
      openFile(await apiGetFile(`/scale-documents/${document.document_id}/ticket.pdf`, { size }, fallbackName));
    },
    onSuccess: (_opened, document) => queryClient.invalidateQueries({ queryKey: queryKeys.scaleDocuments.detail(document.document_id) }),
    onError: (error) => showToast('error', errorText(error, TICKET_PRINT_TEXTS.printFailed)),
  });
}
