/**
 * What every page's test sets up: the API test server for the file, and the page rendered inside the
 * providers the app gives it (Mantine, English texts, queries without retries, the signed-in user's permissions and the
 * site's time zone), so a test says only what its page is and what the API answers.
 * @example const api = apiTestServerForFile(); renderPage(<ScalesPage />, { permissions: permissionsOf(['scale.scales'], ['scale.scales.view']) });
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MyPermissionsResponse } from '@weighbridge/contract/auth';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterAll, beforeAll } from 'vitest';
import { SiteTimeZoneProvider } from '../../lib/site-time-zone';
import { PermissionProvider } from '../permissions/permission-context';
import { type ApiTestServer, startApiTestServer } from './api-test-server';

/** The site the tests run at: its clock changes in March and October. */
export const TEST_TIME_ZONE = 'Europe/Ljubljana';

/**
 * The API test server of a test file: started before its tests and stopped after them (each test's page
 * is unmounted after it by the set-up). Use it in the tests, not at the top of the file, where it is not yet started.
 */
export function apiTestServerForFile(): ApiTestServer {
  let server: ApiTestServer | undefined;
  beforeAll(async () => {
    server = await startApiTestServer();
  });
  afterAll(() => server?.close());
  const started = () => {
    if (!server) throw new Error('The API test server starts before the first test');
    return server;
  };
  return {
    answer: (route, reply) => started().answer(route, reply),
    stream: (path) => started().stream(path),
    get requests() {
      return started().requests;
    },
    close: () => started().close(),
  };
}

/** What GET /api/auth/my-permissions answers for an administrator who may see `pages` and do `actions`. */
export function permissionsOf(pages: string[], actions: string[]): MyPermissionsResponse {
  const modules = [...new Set(pages.map((page) => page.split('.')[0]!))];
  const user = { id: 1, username: 'someone', name: 'Someone', role: 'admin', role_label: 'Admin', must_change_password: false, two_factor_enabled: false, two_factor_setup_required: false };
  return { success: true, permissions: { modules, pages, actions }, raw: [], user };
}

type PageSetUp = {
  /** The signed-in user's permissions; a page that asks none is rendered without them. */
  permissions?: MyPermissionsResponse;
  token?: string;
};

/** Renders `page` as the app would; returns its query client, to read or seed its cache. */
export function renderPage(page: ReactNode, { permissions, token = 'token' }: PageSetUp = {}): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const withPermissions = permissions ? (
    <PermissionProvider token={token} loadPermissions={() => Promise.resolve(permissions)}>
      {page}
    </PermissionProvider>
  ) : (
    page
  );
  render(
    <MantineProvider env="test">
      <IntlProvider locale="en" defaultLocale="en">
        <QueryClientProvider client={queryClient}>
          <SiteTimeZoneProvider value={TEST_TIME_ZONE}>{withPermissions}</SiteTimeZoneProvider>
        </QueryClientProvider>
      </IntlProvider>
    </MantineProvider>,
  );
  return queryClient;
}
