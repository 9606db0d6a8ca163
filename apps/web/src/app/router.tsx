/**
 * Routes (spec part 1 section 2, part 2 section 2): /login and a ticket's /verify page are public;
 * everything else sits behind the session guard inside the shell. The shell itself is a lazy chunk so
 * that the public pages stay small.
 */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingNotice } from '../components/loading-notice';
import { PAGE_ROUTES, PLACEHOLDER_ROUTES, PUBLIC_ROUTES } from './page-routes';
import { RequireSession } from './session/require-session';

export const router = createBrowserRouter([
  {
    HydrateFallback: LoadingNotice,
    children: [
      ...PUBLIC_ROUTES,
      {
        Component: RequireSession,
        children: [
          {
            lazy: { Component: async () => (await import('./layout/app-layout')).AppLayout },
            children: [
              { index: true, element: <Navigate to={PAGE_PATHS.dashboard} replace /> },
              { path: PAGE_PATHS.settings, element: <Navigate to={PAGE_PATHS.database} replace /> },
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
