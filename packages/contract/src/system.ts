/** Shapes shared by every route: the error answer and the health check. */
import { z } from 'zod';

/** What went wrong, for a client to branch on; `error` is the text to show. Each code has one status. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** Signed in with a first or reset password: nothing but changing it is allowed. */
  'PASSWORD_CHANGE_REQUIRED',
  /** The user's role requires two-factor sign-in and the user has not set it up: nothing but that is allowed. */
  'TWO_FACTOR_SETUP_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorResponseSchema = z.object({ error: z.string(), code: errorCodeSchema });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const databaseEngineSchema = z.enum(['embedded', 'postgres']);
export type DatabaseEngine = z.infer<typeof databaseEngineSchema>;

/** The ids of the scales and card readers an instance holds and talks to. */
export const heldDevicesSchema = z.object({ scales: z.array(z.number().int()), readers: z.array(z.number().int()) });
export type HeldDevices = z.infer<typeof heldDevicesSchema>;
/** `instance`: the answering server's INSTANCE_NAME, one of several on one database; `devices`: what it holds. */
export const healthResponseSchema = z.object({ status: z.literal('ok'), database: databaseEngineSchema, instance: z.string(), devices: heldDevicesSchema });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
