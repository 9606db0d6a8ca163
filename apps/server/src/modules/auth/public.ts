/** The session a request carries, for the access plugin. */
export type { AuthService, SessionPolicy } from './service.js';
export { liveSessionCondition } from './service.js';
export { revokeSession } from './repository.js';
/** The sign-in throttle, which the Security page reads and clears. */
export type { LoginThrottle } from './login-throttle.js';
