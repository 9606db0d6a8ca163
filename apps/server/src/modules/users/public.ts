/** What sign-in reads of the users. */
export { findUserByUsername } from './repository.js';
export { toUser } from './service.js';
