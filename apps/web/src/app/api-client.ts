/**
 * The one way the web app talks to the server (spec part 1 sections 7 and 8). It adds the bearer token
 * and no-cache headers, signs the user out on a 401, turns a 429 into a toast with the retry time, and
 * turns every other failure into an ApiError carrying the server's `error` text and `code`. The upload,
 * which needs XMLHttpRequest for its progress, takes its headers and failures from here too. A public
 * page's call (`anonymous`) carries no token and leaves its refusals to the page.
 */
import { MESSAGES } from '@weighbridge/contract/messages';
import { type ErrorCode, errorCodeSchema } from '@weighbridge/contract/system';
import type { z } from 'zod';
import { showToast } from '../components/toast';
import { followLiveEvents, type LiveEvent } from '../lib/live-events';
import type { ApiFile } from '../lib/download';
import { accountStepRequired, clearStoredSession, storedToken } from './session/session-storage';

const API_BASE = '/api';

/** The sign-in calls answer 401 for wrong credentials or a wrong code; that must not sign anybody out. */
const LOGIN_PATHS = new Set(['/auth/login', '/auth/login/code']);

export class ApiError extends Error {
  /**
   * @param status HTTP status, or 0 when the server could not be reached.
   * @param serverError The server's `error` text, when it sent one.
   * @param code The server's `code`, to branch on rather than on the text.
   */
  constructor(
    readonly status: number,
    readonly serverError: string | undefined,
    message = serverError ?? `Request failed with status ${status}`,
    readonly code: ErrorCode | undefined = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The text to show for a failed call: the server's own message when it gave one, else the spec's fallback.
 * @example showToast('error', errorText(error, 'Failed to save vehicle'))
 */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverError ? error.serverError : fallback;
}

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Appended to the URL; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Validates the answer; without it the answer is trusted to be `T`. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Extra headers of this call, e.g. a weighing's Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * A call of a public page that must not speak for the signed-in user: it carries no token, and its
   * refusals (a 401, a 429) neither sign anybody out nor toast; the page shows them.
   */
  anonymous?: boolean;
};

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const response = await send(path, method, options);
  const body = await readJson(response);
  if (!response.ok) throw failure(path, method, response, body, options.anonymous);
  return options.schema ? options.schema.parse(body) : (body as T);
}

export function apiGet<T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}): Promise<T> {
  return apiRequest(path, { ...options, method: 'GET' });
}

/** A GET whose answer is plain text, such as the Prometheus metrics; failures are handled as for JSON calls. */
export async function apiGetText(path: string, options: Pick<RequestOptions<string>, 'signal'> = {}): Promise<string> {
  const response = await send(path, 'GET', { ...options, headers: { Accept: 'text/plain' } });
  const text = await response.text();
  if (!response.ok) throw failure(path, 'GET', response, parseJson(text));
  return text;
}

export function apiPost<T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}): Promise<T> {
  return apiRequest(path, { ...options, method: 'POST', body });
}

export function apiPut<T>(path: string, body: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}): Promise<T> {
  return apiRequest(path, { ...options, method: 'PUT', body });
}

export function apiDelete<T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}): Promise<T> {
  return apiRequest(path, { ...options, method: 'DELETE' });
}

export type LiveEventHandlers = {
  onEvent: (event: LiveEvent) => void;
  /** The stream is open (true), or lost and being opened again (false). */
  onOnline: (online: boolean) => void;
  /** With nothing received for this long the stream counts as lost and is opened again. */
  silenceLimitMs: number;
};

/**
 * Follows a Server-Sent Events route of the API with the session's token until the returned function is
 * called. A refusal is handled as for every call (a 401 signs the user out); a server error or a busy
 * server is tried again, any other refusal stops the stream, since asking again would get the same answer.
 */
export function apiLiveEvents(path: string, handlers: LiveEventHandlers): () => void {
  return followLiveEvents({
    ...handlers,
    url: requestUrl(path, undefined).toString(),
    headers: () => requestHeaders({ Accept: 'text/event-stream' }),
    onRefused: async (response) => {
      const { status } = failedAnswer({ status: response.status, body: parseJson(await response.text()), retryAfter: response.headers.get('Retry-After') });
      return status >= 500 || status === 408 || status === 429;
    },
  });
}

/**
 * Fetches a file with the session's token (a plain link cannot carry it). A refusal is an ApiError with the
 * server's text, as for every call; the name is the one the server's Content-Disposition gives, else `fallbackName`.
 */
export async function apiGetFile(path: string, query: Record<string, QueryValue> = {}, fallbackName = 'download'): Promise<ApiFile> {
  const response = await send(path, 'GET', { query, headers: { Accept: '*/*' } });
  if (!response.ok) throw failure(path, 'GET', response, await readJson(response));
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName };
}

/** The file name of a Content-Disposition header: its UTF-8 `filename*` if present, else its `filename`. */
export function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed name falls back to the plain one
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? /filename=([^;]+)/i.exec(header)?.[1]?.trim();
}

/** The headers of every call: JSON wanted, nothing cached, and the session's bearer token unless `anonymous`. */
export function requestHeaders(extra: Record<string, string> = {}, anonymous = false): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' };
  const token = anonymous ? null : storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return { ...headers, ...extra };
}

/** The error of a call the server could not be asked. */
export const unreachable = () => new ApiError(0, undefined, 'The server could not be reached');

async function send<T>(path: string, method: string, options: RequestOptions<T>): Promise<Response> {
  const headers = requestHeaders(
    options.body === undefined ? options.headers : { 'Content-Type': 'application/json', ...options.headers },
    options.anonymous,
  );
  try {
    return await fetch(requestUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: 'no-store',
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled request is not a failure the user needs to hear about.
    if (options.signal?.aborted) throw error;
    throw unreachable();
  }
}

function requestUrl(path: string, query: Record<string, QueryValue> | undefined): URL {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

export function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failure(path: string, method: string, response: Response, body: unknown, anonymous = false): ApiError {
  if (anonymous) {
    const { serverError, code } = serverErrorOf(body);
    return new ApiError(response.status, serverError, undefined, code);
  }
  const signingIn = method === 'POST' && LOGIN_PATHS.has(path);
  return failedAnswer({ status: response.status, body, retryAfter: response.headers.get('Retry-After'), signingIn });
}

/**
 * The error of an answer that is not a success: a 401 signs the user out (unless it answers the sign-in
 * itself), a step the user must take first has the session read the user anew, a 429 shows its toast
 * with the wait.
 */
export function failedAnswer(answer: { status: number; body: unknown; retryAfter: string | null; signingIn?: boolean }): ApiError {
  const { serverError, code } = serverErrorOf(answer.body);
  if (answer.status === 401 && !answer.signingIn) clearStoredSession();
  if (code === 'PASSWORD_CHANGE_REQUIRED' || code === 'TWO_FACTOR_SETUP_REQUIRED') accountStepRequired();
  if (answer.status === 429) {
    const message = tooManyRequestsText(serverError, answer.retryAfter);
    showToast('error', message);
    return new ApiError(429, message, message, code);
  }
  return new ApiError(answer.status, serverError, undefined, code);
}

function serverErrorOf(body: unknown): { serverError: string | undefined; code: ErrorCode | undefined } {
  if (typeof body !== 'object' || body === null) return { serverError: undefined, code: undefined };
  const error = 'error' in body && typeof body.error === 'string' && body.error !== '' ? body.error : undefined;
  const code = 'code' in body ? errorCodeSchema.safeParse(body.code).data : undefined;
  return { serverError: error, code };
}

/** Spec part 1 section 8: the server's text or the default, plus the wait rounded up to whole minutes. */
export function tooManyRequestsText(serverError: string | undefined, retryAfter: string | null): string {
  const message = serverError ?? MESSAGES.tooManyRequests;
  if (retryAfter === null || retryAfter.trim() === '') return message;
  const seconds = Number(retryAfter);
  if (!Number.isFinite(seconds)) return message;
  return `${message} (Try again in ${Math.ceil(seconds / 60)} minutes)`;
}
