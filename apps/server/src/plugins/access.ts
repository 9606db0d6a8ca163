/**
 * Every API route declares who may call it, in its `config.access`:
 * 'public' (anyone), 'session' (any valid session, also one whose user must change the password first:
 * signing out, who am I, changing the password), 'two-factor-setup' (a session whose user has no password to
 * change but may still have to set up two-factor sign-in: the set-up itself), 'signed-in' (any valid
 * session of a user free to work) or { permission } (a permission key, or a list of keys of which one suffices). A route without a
 * declaration fails at start, so none is left open by accident. The declarations also make the route
 * table that the authorization tests walk.
 */
import { MESSAGES } from '@weighbridge/contract/messages';
import { isGranted, permissionLabel, type PermissionKey } from '@weighbridge/contract/permissions';
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app-types.js';
import type { Db } from '../db/database.js';
import type { Actor, Manager, Operator } from '../lib/actor.js';
import { AppError } from '../lib/errors.js';
import { recordAudit } from '../db/audit-log.js';
import type { AuthContext, SessionLookup } from '../lib/session.js';

export type RouteAccess =
  | 'public'
  | 'session'
  | 'two-factor-setup'
  | 'signed-in'
  /** One key, or a list of which one suffices; `denied` replaces the refusal message where the spec words it. */
  | { permission: PermissionKey | readonly PermissionKey[]; denied?: string };

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

export async function authenticateRequest(request: FastifyRequest, auth: SessionLookup): Promise<AuthContext | undefined> {
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
  const { user, grants } = requireAuth(request);
  return { user, grants, clientAddress: request.ip };
}

/** The administrator of a change to accounts or roles, with the grants they may hand out. */
export function managerOf(request: FastifyRequest): Manager {
  return { ...actorOf(request), grants: requireAuth(request).grants };
}

/**
 * Whether a signed-in user holds a permission key: the one place a user's grants are read, for the route
 * checks below and for a rule inside an operation (typing a weight past a scale's indicator). The grants
 * are those of the user's role in the database, read with the session at this request, so that a change
 * to a role or to the user's role applies from the next request on.
 */
export function userHolds(holder: { grants: readonly string[] }, key: PermissionKey): boolean {
  return isGranted(holder.grants, key);
}

/**
 * The refusal of a route to a user without its permission, naming the permission as the grants matrix
 * does (what to ask an administrator for), not by its key: 'You do not have permission for this action
 * (Settings / Database: Clear)'. The keys themselves go to the audit trail.
 */
export function permissionRefusal(keys: readonly PermissionKey[]): string {
  return REFUSALS_WITH_VALUES.permission(keys.map(permissionLabel));
}

export function registerAccessControl(app: App, deps: { db: Db; auth: SessionLookup; routes: RouteEntry[] }): void {
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
    const auth = requireAuth(request);
    const { user } = auth;
    if (access === 'session') return;
    // An administrator's first or reset password is changed before anything else, the two-factor set-up too.
    if (user.must_change_password) throw new AppError('PASSWORD_CHANGE_REQUIRED', MESSAGES.passwordChangeRequired);
    if (access === 'two-factor-setup') return;
    if (user.two_factor_setup_required) throw new AppError('TWO_FACTOR_SETUP_REQUIRED', MESSAGES.twoFactorSetupRequired);
    if (access === 'signed-in') return;
    const keys = [access.permission].flat();
    if (keys.some((key) => userHolds(auth, key))) return;
    await recordAudit(deps.db, {
      action: 'permission.denied',
      outcome: 'denied',
      actorUserId: user.id,
      actorUsername: user.username,
      clientAddress: request.ip,
      details: { method: request.method, url: request.url, required: keys },
    });
    throw new AppError('FORBIDDEN', access.denied ?? permissionRefusal(keys));
  });
}
