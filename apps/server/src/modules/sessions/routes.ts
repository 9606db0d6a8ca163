/**
 * GET /api/sessions and DELETE /api/sessions/:id (Settings / Security, administrators): everyone's active
 * sessions, of which the caller ends those of accounts within their grants. GET /api/auth/sessions and
 * DELETE /api/auth/sessions/:id: the signed-in user's own.
 */
import { recordIdTextSchema } from '@weighbridge/contract/fields';
import { activeSessionListResponseSchema, endSessionResponseSchema } from '@weighbridge/contract/sessions';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import { actorOf, managerOf, requireAuth } from '../../plugins/access.js';
import { endManagedSession, endOwnSession, listActiveSessions, type SessionsContext } from './service.js';

const params = z.object({ id: recordIdTextSchema });

export function sessionRoutes(app: App, ctx: SessionsContext): void {
  app.get(
    '/api/sessions',
    { config: { access: { permission: 'settings.security.view' } }, schema: { response: { 200: activeSessionListResponseSchema } } },
    async (request) => ({ data: await listActiveSessions(ctx, requireAuth(request).sessionId) }),
  );

  app.delete(
    '/api/sessions/:id',
    { config: { access: { permission: 'settings.security.end-sessions' } }, schema: { params, response: { 200: endSessionResponseSchema } } },
    async (request) => endManagedSession(ctx, request.params.id, managerOf(request)),
  );

  app.get(
    '/api/auth/sessions',
    { config: { access: 'signed-in' }, schema: { response: { 200: activeSessionListResponseSchema } } },
    async (request) => {
      const auth = requireAuth(request);
      return { data: await listActiveSessions(ctx, auth.sessionId, auth.user.id) };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    { config: { access: 'signed-in' }, schema: { params, response: { 200: endSessionResponseSchema } } },
    async (request) => endOwnSession(ctx, request.params.id, actorOf(request)),
  );
}
