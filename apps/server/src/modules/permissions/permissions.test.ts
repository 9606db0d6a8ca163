import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.js';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';
import Fastify from 'fastify';
import { registerAccessControl, type RouteEntry } from '../../plugins/access.js';
import { createLoginThrottle } from '../auth/login-throttle.js';
import { createAuthService } from '../auth/service.js';

describe.each(ENGINES)('permissions on the %s engine', (engine) => {
  const t = sharedTestApp(engine);

  it('lists an operator’s modules, pages and actions', async () => {
    const token = await t.signInAs('operator', 'olga');
    const response = await t.call('GET', '/api/permissions/my-permissions', { token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({ username: 'olga', role: 'operator' });
    // Settings for an operator's own appearance only.
    expect(body.permissions.modules).toEqual(['project-timeline', 'scale', 'reports', 'settings']);
    expect(body.permissions.pages).toContain('scale.weighing');
    expect(body.permissions.pages).toContain('scale.vehicles');
    expect(body.permissions.pages).not.toContain('settings.database');
    expect(body.permissions.actions).toContain('scale.weighing.record');
    expect(body.permissions.actions).toContain('scale.vehicles.view');
    expect(body.permissions.actions).not.toContain('scale.vehicles.create');
    expect(body.permissions.actions).not.toContain('scale.documents.delete');
    expect(body.permissions.actions).not.toContain('scale.weighing.manual');
    expect(body.raw).toContain('scale.weighing.record');
  });

  it('gives an admin every module', async () => {
    const token = await t.signInAs('admin');
    const body = (await t.call('GET', '/api/permissions/my-permissions', { token })).json();
    expect(body.permissions.modules).toContain('settings');
    expect(body.permissions.actions).toContain('scale.documents.delete');
    expect(body.permissions.actions).toContain('settings.database.clear');
  });

  it('refuses a route without the permission with 403 naming it, and records the refusal', async () => {
    const token = await t.signInAs('supervisor', 'sam');
    const response = await t.call('GET', '/api/users', { token });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('You do not have permission for this action (Settings / Users & Roles: View)');
    const rows = await queryRows(t.database.db, 
      sql`select outcome, actor_username, details from audit_log where action = 'permission.denied'`,
    );
    expect(rows).toEqual([
      { outcome: 'denied', actor_username: 'sam', details: { method: 'GET', url: '/api/users', required: ['settings.users.view'] } },
    ]);
  });

  it('lets an admin list the users', async () => {
    const token = await t.signInAs('admin', 'ada');
    const response = await t.call('GET', '/api/users', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual(
      expect.objectContaining({ id: expect.any(Number), username: 'ada', name: 'Test admin', role: 'admin', role_label: 'Admin', active: true }),
    );
  });

  it('declares the access of every API route', () => {
    expect(t.routes).toContainEqual({ method: 'POST', url: '/api/auth/login', access: 'public' });
    expect(t.routes).toContainEqual({ method: 'GET', url: '/api/health', access: 'public' });
    expect(t.routes).toContainEqual({ method: 'GET', url: '/api/users', access: { permission: 'settings.users.view' } });
  });

  it('refuses to register an API route that declares no access, so such a server never starts', async () => {
    const app = Fastify({ logger: false });
    const routes: RouteEntry[] = [];
    const throttle = createLoginThrottle({ db: t.database.db, clock: t.clock, maxAttemptsPerAddress: 5, maxFailuresPerUsername: 5, windowMs: 60_000 });
    const auth = createAuthService({ db: t.database.db, clock: t.clock, policy: { idleMs: 60_000, maxAgeMs: 3_600_000 }, throttle });
    registerAccessControl(app, { db: t.database.db, auth, routes });
    app.get('/api/declared', { config: { access: 'signed-in' } }, async () => ({}));
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow('Route GET /api/undeclared declares no access');
    expect(routes).toEqual([{ method: 'GET', url: '/api/declared', access: 'signed-in' }]);
    await app.close();
  });
});
