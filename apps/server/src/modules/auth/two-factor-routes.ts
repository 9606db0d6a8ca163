/**
 * Two-factor sign-in: the code step of a sign-in (public, with the challenge the password step gave), the
 * user's own set-up, recovery codes and turning it off, and an administrator's reset of a user's. The
 * set-up is open to a session whose role requires it but has none yet, as changing a password is.
 */
import { loginCodeRequestSchema, signedInSchema } from '@weighbridge/contract/auth';
import { recordIdTextSchema } from '@weighbridge/contract/fields';
import { MANAGE_USERS_KEY } from '@weighbridge/contract/permissions';
import {
  recoveryCodesResponseSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorDisableResponseSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@weighbridge/contract/two-factor';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import { managerOf, requireAuth } from '../../plugins/access.js';
import type { AuthService } from './service.js';
import type { Self, TwoFactorService } from './two-factor-service.js';

function selfOf(request: FastifyRequest): Self {
  const { user, sessionId } = requireAuth(request);
  return { user, sessionId, clientAddress: request.ip };
}

export function twoFactorRoutes(app: App, deps: { auth: AuthService; twoFactor: TwoFactorService }): void {
  const { auth, twoFactor } = deps;

  app.post(
    '/api/auth/login/code',
    { config: { access: 'public' }, schema: { body: loginCodeRequestSchema, response: { 200: signedInSchema } } },
    async (request) => auth.loginWithCode(request.body, request.ip, request.headers['user-agent']),
  );

  app.get(
    '/api/auth/two-factor',
    { config: { access: 'two-factor-setup' }, schema: { response: { 200: twoFactorStatusSchema } } },
    async (request) => twoFactor.status(requireAuth(request).user.id),
  );

  app.post(
    '/api/auth/two-factor/setup',
    { config: { access: 'two-factor-setup' }, schema: { response: { 200: twoFactorSetupSchema } } },
    async (request) => twoFactor.setup(selfOf(request)),
  );

  app.post(
    '/api/auth/two-factor/enable',
    { config: { access: 'two-factor-setup' }, schema: { body: twoFactorCodeRequestSchema, response: { 200: recoveryCodesResponseSchema } } },
    async (request) => twoFactor.enable(selfOf(request), request.body.code),
  );

  app.post(
    '/api/auth/two-factor/recovery-codes',
    { config: { access: 'signed-in' }, schema: { body: twoFactorCodeRequestSchema, response: { 200: recoveryCodesResponseSchema } } },
    async (request) => twoFactor.renewRecoveryCodes(selfOf(request), request.body.code),
  );

  app.post(
    '/api/auth/two-factor/disable',
    { config: { access: 'signed-in' }, schema: { body: twoFactorDisableRequestSchema, response: { 200: twoFactorDisableResponseSchema } } },
    async (request) => ({ message: TWO_FACTOR_MESSAGES.disabled, user: await twoFactor.disable(selfOf(request), request.body.current_password) }),
  );

  app.delete(
    '/api/users/:id/two-factor',
    {
      config: { access: { permission: MANAGE_USERS_KEY } },
      schema: { params: z.object({ id: recordIdTextSchema }), response: { 200: twoFactorDisableResponseSchema } },
    },
    async (request) => ({ message: TWO_FACTOR_MESSAGES.resetByAdmin, user: await twoFactor.resetFor(managerOf(request), request.params.id) }),
  );
}
