/** What sign-in and the change of one's own password use of the accounts. */
export type { AccountRow, UserFacts, UserRow } from './repository.js';
export { findAccount, USER_FACTS, findUserByUsername, recordSignIn, revokeSessionsOf, updateUser } from './repository.js';
export { requireGoodPassword, toUser } from './service.js';
