/** What other modules use of the tickets: how often a ticket was printed. */
export { ticketPrintCount } from './repository.js';
