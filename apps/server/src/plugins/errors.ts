/**
 * The one place where failures become answers: known errors get their status and `{ error }`, invalid
 * input a 400 that names the field, anything unexpected a plain 500 with the detail only in the log.
 */
import { labelled } from '@weighbridge/contract/field-labels';
import { MESSAGES } from '@weighbridge/contract/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { App } from '../app-types.js';
import { AppError } from '../lib/errors.js';
import type { AuthService } from '../modules/auth/public.js';
import { authenticateRequest } from './access.js';
import { routeFieldLabels } from './field-labels.js';

type ValidationIssue = { instancePath?: string; message?: string };

/**
 * At most three problems, each with its field's label in front ('Tare weight must be greater than zero');
 * a problem of the whole body or query names that instead.
 */
function describeValidation(labels: Readonly<Record<string, string>> | undefined, context: string | undefined, issues: readonly ValidationIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const [field, ...inside] = (issue.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean);
      const message = issue.message ?? 'is invalid';
      // A problem inside a field (an item of a list) keeps where inside: 'Materials (2) must be ...'.
      if (field) return labelled(labels, field, inside.length > 0 ? `(${inside.join('.')}) ${message}` : message);
      return context ? `${context}: ${message}` : message;
    })
    .join('; ');
}

/** PostgreSQL errors a service did not turn into an AppError itself, as a status and a message. */
function databaseRefusal(error: unknown): { status: number; message: string } | undefined {
  const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  if (code === '23505') return { status: 409, message: 'This value is already taken' };
  if (code === '23503') return { status: 409, message: 'This record is in use or refers to a record that does not exist' };
  // Text that PostgreSQL cannot hold, in a column (22021) or in JSON (22P05): the NUL character, which
  // no valid name, number or note contains.
  if (code === '22021' || code === '22P05') return { status: 400, message: 'Text must not contain the NUL character (\\u0000)' };
  return undefined;
}

export function registerErrorHandling(app: App, deps: { auth: AuthService }): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const labels = routeFieldLabels(request.routeOptions.url);
      return reply.status(400).send({ error: describeValidation(labels, error.validationContext, error.validation) });
    }
    const refusal = databaseRefusal(error);
    if (refusal) return reply.status(refusal.status).send({ error: refusal.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: MESSAGES.internalError });
  });

  /** Unknown API paths: 401 without a valid session (as for every other API call), else 404. */
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      const auth = await authenticateRequest(request, deps.auth);
      if (!auth) return reply.status(401).send({ error: MESSAGES.authenticationRequired });
      return reply.status(404).send({ error: MESSAGES.notFound });
    }
    return reply.status(404).send({ error: MESSAGES.notFound });
  });
}

/**
 * The answer to an address the router cannot take (a broken percent escape, a path parameter longer than
 * the router reads), which Fastify gives before any hook: `{ error }` with the security headers set here.
 */
export function answerUnroutable(setSecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    setSecurityHeaders(request, reply);
    void reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.status(414).send({ error: 'The address is too long' });
    else if (error.code === 'FST_ERR_BAD_URL') void reply.status(400).send({ error: 'The address is not valid' });
    else {
      request.log.error({ err: error }, 'unexpected error before routing');
      void reply.status(500).send({ error: MESSAGES.internalError });
    }
  };
}
