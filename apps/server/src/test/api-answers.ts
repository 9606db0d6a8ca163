/**
 * What every API answer must carry (the hardening headers) and what an error answer must and must not
 * say: `{ error, code }` only, with no stack trace and no SQL, whatever the request was.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { codeOfStatus } from '../lib/errors.js';

/** Signs of a stack trace or of the server's own files in a text. */
const STACK_TRACE = /\n\s*at\s|\bat\s+[\w$.<>[\]]+\s+\(|\.(?:ts|js|mjs|cjs):\d+|node_modules|file:\/\/|\/src\//;

/** Signs of a database query or a database error in a text. */
const SQL_TEXT =
  /\bselect\b[\s\S]*\bfrom\b|\binsert\s+into\b|\bupdate\s+\S+\s+set\b|\bdelete\s+from\b|\bviolates\b|syntax error|\brelation\s+"|duplicate key|failed query|\bdrizzle\b|\bpglite\b|\bpg_\w+|\bconstraint\s+"|\$\d+\b/i;

function cspDirectives(answer: LightMyRequestResponse): Map<string, string[]> {
  const header = String(answer.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/**
 * The headers of every API answer, whatever its status: a Content-Security-Policy that runs no inline or
 * foreign script and lets no page frame the app, no MIME sniffing, no referrer, and no caching.
 */
export function expectHardenedHeaders(answer: LightMyRequestResponse): void {
  const what = `headers of a ${answer.statusCode} answer`;
  expect(answer.headers['cache-control'], what).toBe('no-store');
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['referrer-policy'], what).toBe('no-referrer');
  expect(answer.headers['x-frame-options'], what).toBe('DENY');
  const csp = cspDirectives(answer);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  for (const [name, values] of csp) {
    expect(values, `${what}: ${name}`).not.toContain("'unsafe-eval'");
    if (name.startsWith('script-src') || name === 'default-src') {
      expect(values, `${what}: ${name}`).not.toContain("'unsafe-inline'");
      expect(values.some((value) => value === '*' || value === 'data:' || value === 'blob:'), `${what}: ${name}`).toBe(false);
    }
  }
}

/** A text with every piece of the request taken out, so that an echoed input is not taken for a leak. */
function withoutEchoes(text: string, sent: readonly string[]): string {
  return [...sent].filter((piece) => piece.length > 0).sort((a, b) => b.length - a.length).reduce((rest, piece) => rest.split(piece).join(''), text);
}

/**
 * A refusal as the architecture words it: one of the statuses, a JSON `{ error: "human message", code }`
 * with the status's code and nothing else, the hardening headers, and neither a stack trace nor SQL in the answer.
 * @param sent every text the request carried (keys and values), which the message may quote back.
 */
export function expectErrorAnswer(answer: LightMyRequestResponse, sent: readonly string[] = []): void {
  const what = `${answer.statusCode} answer ${answer.body.slice(0, 300)}`;
  expect(answer.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode, what).toBeLessThan(500);
  expect(String(answer.headers['content-type']), what).toMatch(/^application\/json/);
  const body = answer.json() as Record<string, unknown>;
  expect(Object.keys(body), what).toEqual(['error', 'code']);
  expect(typeof body.error, what).toBe('string');
  expect(body.code, what).toBe(codeOfStatus(answer.statusCode));
  const message = body.error as string;
  expect(message.trim().length, what).toBeGreaterThan(0);
  expect(message.length, `${what}: a message, not an echo of the input`).toBeLessThanOrEqual(1000);
  const own = withoutEchoes(answer.body, sent);
  expect(own, `${what}: no stack trace`).not.toMatch(STACK_TRACE);
  expect(own, `${what}: no SQL`).not.toMatch(SQL_TEXT);
  expectHardenedHeaders(answer);
}

/** Every key and string value of a request's parts, for expectErrorAnswer. */
export function textsOf(...parts: unknown[]): string[] {
  const texts: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        texts.push(key);
        visit(inner);
      }
    }
  };
  parts.forEach(visit);
  return texts;
}
