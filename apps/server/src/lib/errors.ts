/** Known failures, each a code with one status; the error plugin turns them into `{ error, code }` answers. */
import type { ErrorCode } from '@weighbridge/contract/system';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  TWO_FACTOR_SETUP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

export type AppErrorCode = ErrorCode;

/** The code of a failure known only by its status (Fastify's own refusals); a 4xx without one is a bad request. */
export function codeOfStatus(status: number): ErrorCode {
  const known = Object.entries(ERROR_STATUS).find(([, codeStatus]) => codeStatus === status);
  if (known) return known[0] as ErrorCode;
  return status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR';
}

/** The body of every error answer. */
export function errorAnswer(code: ErrorCode, message: string): { error: string; code: ErrorCode } {
  return { error: message, code };
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Seconds after which a 429 may be retried; sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
