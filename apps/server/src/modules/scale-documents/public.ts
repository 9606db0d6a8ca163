/**
 * What other modules use of the scale documents: issuing them, the checks of a ticket's weights and places,
 * their integrity and their counts.
 */
export { releaseDriverFromDocuments } from './amendments.js';
export { alteredDocuments } from './integrity.js';
export { BulkIssue, issueScaleDocument } from './issue.js';
export type { NewScaleDocument } from './issue.js';
export { requestedChoices, resolveLoadChoices, ticketTexts } from './load-places.js';
export { checkGrossAboveTare, checkScaleCapacity, formatKg, vehicleOnScale } from './rules.js';
export { recordedFingerprint } from './signing-key-repository.js';
export { periodStats } from './stats-repository.js';
