/** The providers every page relies on, outermost first, and the router inside them. */
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { ToastHost } from '../components/toast-host';
import { ApiError } from './api-client';
import { I18nProvider } from './i18n/i18n-provider';
import { PermissionProvider } from './permissions/permission-context';
import { PreferencesProvider } from './preferences/preferences-context';
import { COLOR_SCHEME_KEY } from './preferences/stored-appearance';
import './preferences/table-density.css';
import { router } from './router';
import { SessionProvider, useSession } from './session/session-context';
import { cssVariablesResolver, theme } from './theme';

// Mantine keeps the scheme it shows in the browser, where public/color-scheme.js reads it for the next first paint.
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused request (4xx) gives the same answer when asked again; a dropped one may not.
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <PreferencesProvider>
            <I18nProvider>
              <ToastHost />
              <SessionPermissions>
                <RouterProvider router={router} />
              </SessionPermissions>
            </I18nProvider>
          </PreferencesProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Permissions follow the session: they load when a token exists and vanish with it. A user who must
 * change the password first may do nothing else, so none load until it is changed.
 */
function SessionPermissions({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  return <PermissionProvider token={user?.must_change_password || user?.two_factor_setup_required ? null : token}>{children}</PermissionProvider>;
}
