/**
 * What other modules use of the scale documents' read side: their totals over a period. Issuing, signing,
 * amending and verifying documents is the ledger's (`src/ledger/`), which every module may use.
 */
export { periodStats } from './stats-repository.js';
