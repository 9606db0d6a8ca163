/**
 * GET /api/sign-in-lockouts and POST /api/sign-in-lockouts/unlock (Settings / Security, administrators):
 * a username is unlocked only by a caller holding every grant of its account's role.
 */
import { signInLockoutListResponseSchema, unlockSignInRequestSchema, unlockSignInResponseSchema } from '@weighbridge/contract/sign-in-lockouts';
import type { App } from '../../app-types.js';
import { managerOf } from '../../plugins/access.js';
import { listSignInLockouts, type SignInLockoutContext, unlockSignIn } from './service.js';

export function signInLockoutRoutes(app: App, ctx: SignInLockoutContext): void {
  app.get(
    '/api/sign-in-lockouts',
    { config: { access: { permission: 'settings.security.view' } }, schema: { response: { 200: signInLockoutListResponseSchema } } },
    async () => ({ data: await listSignInLockouts(ctx) }),
  );

  app.post(
    '/api/sign-in-lockouts/unlock',
    {
      config: { access: { permission: 'settings.security.unlock' } },
      schema: { body: unlockSignInRequestSchema, response: { 200: unlockSignInResponseSchema } },
    },
    async (request) => unlockSignIn(ctx, request.body, managerOf(request)),
  );
}
