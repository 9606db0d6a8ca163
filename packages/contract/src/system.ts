/** Shapes shared by every route: the error answer and the health check. */
import { z } from 'zod';

export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const databaseEngineSchema = z.enum(['embedded', 'postgres']);
export type DatabaseEngine = z.infer<typeof databaseEngineSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: databaseEngineSchema });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
