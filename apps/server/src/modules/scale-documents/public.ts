/**
 * What other modules use of the scale documents: issuing them, the checks of a ticket's weights and places,
 * their integrity, their counts, their row lock and their API shape.
 */
export { releaseDriverFromDocuments } from './amendments.js';
export { anchorChainHead } from './chain-anchors.js';
export { readChainHead } from './chain-head.js';
export { checkChain, documentIntegrity } from './integrity.js';
export type { ChainCheck } from './integrity.js';
export { BulkIssue, issueScaleDocument } from './issue.js';
export type { IssuedDocument, NewScaleDocument } from './issue.js';
export { toScaleDocument } from './document-answer.js';
export { lockedDocument } from './locked-document.js';
export { requestedChoices, resolveLoadChoices, ticketTexts } from './load-places.js';
export { checkGrossAboveTare, checkScaleCapacity, vehicleOnScale } from './rules.js';
export { sameSignature } from './signature.js';
export { recordedFingerprint } from './signing-key-repository.js';
export { periodStats } from './stats-repository.js';
