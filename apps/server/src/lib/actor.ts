/** Who a write is recorded against in the audit trail. */
import type { User } from '@weighbridge/contract/auth';

/** The signed-in user making a change to a record, and the address the request came from. */
export type Actor = { userId: number; username: string; clientAddress: string };

/**
 * The signed-in user at the scale, recorded as the operator of every weighing, with the grants of their
 * role (a weighing may need one beyond the route's: typing a weight past an indicator).
 */
export type Operator = { user: User; grants: readonly string[]; clientAddress: string };

/** An administrator changing accounts or roles, with their grants: no one hands out more than they hold. */
export type Manager = Actor & { grants: readonly string[] };
