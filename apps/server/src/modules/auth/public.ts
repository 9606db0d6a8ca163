/** The session a request carries, for the access plugin. */
export type { AuthContext, AuthService } from './service.js';
