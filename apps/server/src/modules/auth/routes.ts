/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me, POST /api/auth/change-password. */
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  PASSWORD_CHANGE_MESSAGES,
  passwordChangeRequestSchema,
  passwordChangeResponseSchema,
} from '@weighbridge/contract/auth';
import type { App } from '../../app-types.js';
import { requireAuth } from '../../plugins/access.js';
import type { AuthService } from './service.js';

export function authRoutes(app: App, deps: { auth: AuthService }): void {
  app.post(
    '/api/auth/login',
    { config: { access: 'public' }, schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request) => deps.auth.login(request.body.username, request.body.password, request.ip, request.headers['user-agent']),
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'session' }, schema: { response: { 200: logoutResponseSchema } } },
    async (request) => {
      await deps.auth.logout(requireAuth(request), request.ip);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: 'session' }, schema: { response: { 200: meResponseSchema } } },
    async (request) => ({ user: requireAuth(request).user }),
  );

  // Everyone's own password; the one thing a user who must change it may do besides signing out.
  app.post(
    '/api/auth/change-password',
    { config: { access: 'session' }, schema: { body: passwordChangeRequestSchema, response: { 200: passwordChangeResponseSchema } } },
    async (request) => ({
      message: PASSWORD_CHANGE_MESSAGES.changed,
      user: await deps.auth.changePassword(requireAuth(request), request.body, request.ip),
    }),
  );
}
