/** Idempotent writes: a retried request gets the first answer. */
export { idempotent } from './service.js';
export type { Answer, AnswerStore, IdempotentRequest } from './service.js';
