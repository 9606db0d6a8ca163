/**
 * Every API route declares who may call it, in its `config.access`:
 * 'public' (anyone), 'signed-in' (any valid session) or { permission } (a permission key, or a list of
 * keys of which one suffices). A route without a declaration fails at start, so none is left open by
 * accident. The declarations also make the route table that the authorization tests walk.
 */
import { MESSAGES } from '@weighbridge/contract/messages';
import { isGranted, ROLE_GRANTS, type Role } from '@weighbridge/contract/permissions';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app-types.js';
import type { Db } from '../db/database.js';
import type { Actor, Operator } from '../lib/actor.js';
import { AppError } from '../lib/errors.js';
import { recordAudit } from '../db/audit-log.js';
import type { AuthContext, AuthService } from '../modules/auth/public.js';

export type RouteAccess =
  | 'public'
  | 'signed-in'
  /** One key, or a list of which one suffices; `denied` replaces the refusal message where the spec words it. */
  | { permission: string | readonly string[]; denied?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | undefined;
  }
}

/** The declared access of each registered API route, for the authorization matrix. */
export type RouteEntry = { method: string; url: string; access: RouteAccess };

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

export async function authenticateRequest(request: FastifyRequest, auth: AuthService): Promise<AuthContext | undefined> {
  const token = bearerToken(request);
  return token ? auth.authenticate(token) : undefined;
}

/** The signed-in user of a request whose route requires one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED', MESSAGES.authenticationRequired);
  return request.auth;
}

/** The actor of a change to a record: the signed-in user and the address the request came from. */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = requireAuth(request);
  return { userId: user.id, username: user.username, clientAddress: request.ip };
}

/** The operator of a weighing: the signed-in user at the scale. */
export function operatorOf(request: FastifyRequest): Operator {
  return { user: requireAuth(request).user, clientAddress: request.ip };
}

/**
 * Whether a signed-in user holds a permission key: the one place a user's grants are read, for the route
 * checks below and for a rule inside an operation (typing a weight past a scale's indicator).
 */
export function userHolds(user: { role: Role }, key: string): boolean {
  return isGranted(ROLE_GRANTS[user.role], key);
}

export function registerAccessControl(app: App, deps: { db: Db; auth: AuthService; routes: RouteEntry[] }): void {
  app.decorateRequest('auth', undefined);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') deps.routes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    request.auth = await authenticateRequest(request, deps.auth);
    const { user } = requireAuth(request);
    if (access === 'signed-in') return;
    const keys = [access.permission].flat();
    if (keys.some((key) => userHolds(user, key))) return;
    await recordAudit(deps.db, {
      action: 'permission.denied',
      outcome: 'denied',
      actorUserId: user.id,
      actorUsername: user.username,
      clientAddress: request.ip,
      details: { method: request.method, url: request.url, required: keys },
    });
    throw new AppError('FORBIDDEN', access.denied ?? `You do not have permission for this action (${keys.join(' or ')})`);
  });
}
