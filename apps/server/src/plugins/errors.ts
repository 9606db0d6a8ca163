/**
 * The one place where failures become answers: known errors get their status and `{ error, code }`, invalid
 * input a 400 that names the field, anything unexpected a plain 500 with the detail only in the log.
 */
import { labelled } from '@weighbridge/contract/field-labels';
import { MESSAGES } from '@weighbridge/contract/messages';
import { problem } from '@weighbridge/contract/problems';
import type { SwaggerTransform } from '@fastify/swagger';
import { errorResponseSchema } from '@weighbridge/contract/system';
import { REFUSALS } from '@weighbridge/contract/refusals';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../app-types.js';
import { AppError, type AppErrorCode, codeOfStatus, ERROR_STATUS, errorAnswer } from '../lib/errors.js';
import type { SessionLookup } from '../lib/session.js';
import { authenticateRequest, type RouteAccess } from './access.js';
import { routeFieldLabels } from './field-labels.js';

type ValidationIssue = { instancePath?: string; message?: string };

/**
 * At most three problems, each with its field's label in front ('Tare Weight must be greater than zero');
 * a problem of the whole body or query names that instead.
 */
function describeValidation(labels: Readonly<Record<string, string>> | undefined, context: string | undefined, issues: readonly ValidationIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const [field, ...inside] = (issue.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean);
      const message = issue.message ?? problem('invalid');
      // A problem inside a field (an item of a list) keeps where inside: 'Materials (2) must be ...'.
      if (field) return labelled(labels, field, inside.length > 0 ? `(${inside.join('.')}) ${message}` : message);
      return context ? `${context}: ${message}` : message;
    })
    .join('; ');
}

/** PostgreSQL errors a service did not turn into an AppError itself, as a code and a message. */
function databaseRefusal(error: unknown): { code: AppErrorCode; message: string } | undefined {
  const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  if (code === '23505') return { code: 'CONFLICT', message: REFUSALS.valueTaken };
  if (code === '23503') return { code: 'CONFLICT', message: REFUSALS.recordInUseOrMissing };
  // Text that PostgreSQL cannot hold, in a column (22021) or in JSON (22P05): the NUL character, which
  // no valid name, number or note contains.
  if (code === '22021' || code === '22P05') return { code: 'BAD_REQUEST', message: REFUSALS.nulCharacter };
  return undefined;
}

export function registerErrorHandling(app: App, deps: { auth: SessionLookup }): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send(errorAnswer(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const labels = routeFieldLabels(request.routeOptions.url);
      return reply.status(400).send(errorAnswer('BAD_REQUEST', describeValidation(labels, error.validationContext, error.validation)));
    }
    const refusal = databaseRefusal(error);
    if (refusal) return reply.status(ERROR_STATUS[refusal.code]).send(errorAnswer(refusal.code, refusal.message));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorAnswer(codeOfStatus(error.statusCode), error.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorAnswer('INTERNAL_ERROR', MESSAGES.internalError));
  });

  /** Unknown API paths: 401 without a valid session (as for every other API call), else 404. */
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      const auth = await authenticateRequest(request, deps.auth);
      if (!auth) return reply.status(401).send(errorAnswer('UNAUTHORIZED', MESSAGES.authenticationRequired));
      return reply.status(404).send(errorAnswer('NOT_FOUND', MESSAGES.notFound));
    }
    return reply.status(404).send(errorAnswer('NOT_FOUND', MESSAGES.notFound));
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
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.status(414).send(errorAnswer('URI_TOO_LONG', REFUSALS.addressTooLong));
    else if (error.code === 'FST_ERR_BAD_URL') void reply.status(400).send(errorAnswer('BAD_REQUEST', REFUSALS.addressInvalid));
    else {
      request.log.error({ err: error }, 'unexpected error before routing');
      void reply.status(500).send(errorAnswer('INTERNAL_ERROR', MESSAGES.internalError));
    }
  };
}

const errorAnswerSchema = z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0' });
const describe = (description: string) => ({ ...errorAnswerSchema, description });

/** The routes a client address may call only so often (signing in, changing one's password, the public ticket verification). */
const THROTTLED_ROUTES = ['/api/auth/login', '/api/auth/change-password', '/api/verify/:number'];

/**
 * The error answers a route can give, for the OpenAPI description: every route may refuse its input (400)
 * and fail unexpectedly (500); its declared access adds 401 and 403 (a user who must change the password
 * first is refused every route but a few); a path with a record's id, 404; a
 * write, 409 (a conflict or a record in use) and 413 (a body over the limit); a throttled route, 429.
 */
export function errorAnswersOf(route: { method: string | string[]; url: string; config?: { access?: RouteAccess } }) {
  const methods = [route.method].flat();
  const writes = methods.some((method) => method !== 'GET' && method !== 'HEAD');
  const access = route.config?.access;
  return {
    400: describe('Invalid input; the message names the field'),
    ...(access !== 'public' && { 401: describe('Not signed in') }),
    ...(access !== 'public' && access !== 'session' && { 403: describe('Not allowed, or the password must be changed first') }),
    ...(route.url.includes('/:') && { 404: describe('Not found') }),
    ...(writes && { 409: describe('Conflict, or the record is in use') }),
    ...(writes && { 413: describe('The body is too large') }),
    ...(THROTTLED_ROUTES.includes(route.url) && { 429: describe('Too many attempts; see Retry-After') }),
    500: describe('Internal server error'),
  };
}

/** The routes' OpenAPI description from their zod schemas, with the error answers each can give. */
export const describeRoute: SwaggerTransform = (input) => {
  const described = jsonSchemaTransform(input);
  // A route without a schema has none to add to; a hidden route stays out of the description.
  const schema = described.schema ?? {};
  if (schema.hide) return described;
  return { ...described, schema: { ...schema, response: { ...errorAnswersOf(input.route), ...(schema.response as object | undefined) } } };
};
