/** Who a write is recorded against in the audit trail. */
import type { User } from '@weighbridge/contract/auth';

/** The signed-in user making a change to a record, and the address the request came from. */
export type Actor = { userId: number; username: string; clientAddress: string };

/** The signed-in user at the scale, recorded as the operator of every weighing. */
export type Operator = { user: User; clientAddress: string };
