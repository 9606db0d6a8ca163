/** What the users module and the start use of the roles. */
export { requireHeldGrants, requireRole, syncBuiltInRoles } from './service.js';
