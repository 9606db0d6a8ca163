/** GET /api/permissions/my-permissions: what the signed-in user may open and do. */
import { myPermissionsResponseSchema } from '@weighbridge/contract/auth';
import { permissionSets } from '@weighbridge/contract/permissions';
import type { App } from '../../app-types.js';
import { requireAuth } from '../../plugins/access.js';

export function permissionRoutes(app: App): void {
  app.get(
    '/api/permissions/my-permissions',
    { config: { access: 'signed-in' }, schema: { response: { 200: myPermissionsResponseSchema } } },
    async (request) => {
      // The grants of the user's role as the database holds them at this request.
      const { user, grants } = requireAuth(request);
      const raw = [...grants];
      return { success: true as const, permissions: permissionSets(raw), raw, user };
    },
  );
}
