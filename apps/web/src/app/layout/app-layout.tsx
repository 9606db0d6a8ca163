/** The signed-in shell: header, sidebar and the current page. */
import { AppShell } from '@mantine/core';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageAccess } from '../permissions/page-access';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar/sidebar';

export function AppLayout() {
  const { pathname } = useLocation();
  // On narrow screens the sidebar is opened for the page it was opened on; following a link closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const navigationOpen = openedOn === pathname;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 300, breakpoint: 'sm', collapsed: { mobile: !navigationOpen } }}
      padding="md"
    >
      <AppHeader navigationOpen={navigationOpen} onToggleNavigation={() => setOpenedOn(navigationOpen ? null : pathname)} />
      <Sidebar />
      <AppShell.Main bg="var(--app-page-background)">
        <PageAccess>
          <Outlet />
        </PageAccess>
      </AppShell.Main>
    </AppShell>
  );
}
