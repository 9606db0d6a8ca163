/** The session a request carries, for the access plugin. */
export type { AuthContext, AuthService } from './service.js';
/** The sign-in throttle, which the Security page reads and clears. */
export type { LoginThrottle } from './login-throttle.js';
