/**
 * The watch over the chain of ticket signatures (Security page): whether the database still holds every
 * link that was anchored outside it, and whether every link follows the one before it.
 */
import { z } from 'zod';

export const CHAIN_STATES = ['unchecked', 'intact', 'broken'] as const;
export type ChainState = (typeof CHAIN_STATES)[number];

export const CHAIN_STATE_LABELS: Record<ChainState, string> = {
  unchecked: 'Not checked yet',
  intact: 'Intact',
  broken: 'Broken',
};

export const chainCheckSchema = z.object({
  state: z.enum(CHAIN_STATES),
  /** When this server last checked it; null before its first check. */
  checkedAt: z.string().nullable(),
  /** The chain's last link: its place and the number of its ticket. */
  head: z.object({ position: z.number().int(), documentNumber: z.string().nullable() }),
  /** The anchor file and the last link anchored in it. */
  anchors: z.object({
    file: z.string(),
    count: z.number().int(),
    latest: z.object({ at: z.string(), position: z.number().int(), documentNumber: z.string().nullable() }).nullable(),
  }),
  /** What is wrong, in sentences; empty when intact. */
  problems: z.array(z.string()),
});
export type ChainCheckAnswer = z.infer<typeof chainCheckSchema>;

export const chainCheckResponseSchema = z.object({ data: chainCheckSchema });
