/**
 * Sends a weighing write with an Idempotency-Key. Each submit gets a fresh key. When the server could not
 * be reached (status 0) it may still have recorded the weighing, so submitting the same body again reuses
 * that key and the server answers with its first result instead of recording the truck twice.
 */
import { ApiError } from '../../../app/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

export type IdempotentSend = <T>(body: unknown, call: (key: string) => Promise<T>) => Promise<T>;

export function idempotentSender(newKey: () => string = newIdempotencyKey): IdempotentSend {
  let unanswered: { key: string; body: string } | null = null;
  return async (body, call) => {
    const text = JSON.stringify(body);
    const attempt = unanswered?.body === text ? unanswered : { key: newKey(), body: text };
    unanswered = attempt;
    try {
      const answer = await call(attempt.key);
      unanswered = null;
      return answer;
    } catch (error) {
      // Any answer from the server settles the key; only an unanswered request may be repeated with it.
      if (!(error instanceof ApiError && error.status === 0)) unanswered = null;
      throw error;
    }
  };
}
