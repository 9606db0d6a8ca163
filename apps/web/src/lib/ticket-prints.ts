/**
 * The words of printing a ticket, the same on the weighing page, in the history and in a document's
 * detail: the button, and how many times a ticket has been printed (printCountMessage in messages.ts).
 */
export const TICKET_PRINT_TEXTS = {
  print: 'Print ticket',
  reprint: 'Reprint',
  openAfterLoad: 'Open ticket after every load',
  paperSize: 'Ticket paper',
  printFailed: 'Failed to print ticket',
} as const;

/** 'Print ticket' for a ticket never printed; 'Reprint' once it has been (the server marks it a copy). */
export function printActionLabel(prints: number): string {
  return prints > 0 ? TICKET_PRINT_TEXTS.reprint : TICKET_PRINT_TEXTS.print;
}
