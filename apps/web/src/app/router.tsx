/**
 * Routes (spec part 1 section 2, part 2 section 2): /login is public; everything else sits behind the
 * session guard inside the shell. The shell itself is a lazy chunk so that /login stays small.
 */
import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingNotice } from '../components/loading-notice';
import { PAGE_ROUTES, PLACEHOLDER_ROUTES } from './page-routes';
import { RequireSession } from './session/require-session';

export const router = createBrowserRouter([
  {
    HydrateFallback: LoadingNotice,
    children: [
      { path: '/login', lazy: { Component: async () => (await import('../features/auth/login-page')).LoginPage } },
      {
        Component: RequireSession,
        children: [
          {
            lazy: { Component: async () => (await import('./layout/app-layout')).AppLayout },
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              { path: '/settings', element: <Navigate to="/settings/database" replace /> },
              ...PAGE_ROUTES,
              ...PLACEHOLDER_ROUTES,
              { path: '*', lazy: { Component: async () => (await import('./layout/not-found-page')).NotFoundPage } },
            ],
          },
        ],
      },
    ],
  },
]);
