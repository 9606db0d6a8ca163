/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me. */
import { loginRequestSchema, loginResponseSchema, logoutResponseSchema, meResponseSchema } from '@weighbridge/contract/auth';
import type { App } from '../../app-types.js';
import { requireAuth } from '../../plugins/access.js';
import type { AuthService } from './service.js';

export function authRoutes(app: App, deps: { auth: AuthService }): void {
  app.post(
    '/api/auth/login',
    { config: { access: 'public' }, schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request) => deps.auth.login(request.body.username, request.body.password, request.ip),
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'signed-in' }, schema: { response: { 200: logoutResponseSchema } } },
    async (request) => {
      await deps.auth.logout(requireAuth(request), request.ip);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: 'signed-in' }, schema: { response: { 200: meResponseSchema } } },
    async (request) => ({ user: requireAuth(request).user }),
  );
}
