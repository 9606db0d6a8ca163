import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MyPermissionsResponse } from '@weighbridge/contract/auth';
import type { Material } from '@weighbridge/contract/materials';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionProvider } from '../../../app/permissions/permission-context';
import { type ApiTestServer, startApiTestServer } from '../../../app/testing/api-test-server';
import { MaterialsPage } from '../../materials/materials-page';
import { LoadDetails } from './load-details';

let api: ApiTestServer;
beforeAll(async () => {
  api = await startApiTestServer();
});
afterAll(() => api.close());

const ADMIN: MyPermissionsResponse = {
  success: true,
  permissions: { modules: ['scale'], pages: ['scale.materials', 'scale.weighing'], actions: ['scale.materials.create'] },
  raw: ['scale'],
  user: { id: 1, username: 'admin', name: 'Ada Admin', role: 'admin', role_label: 'Admin', must_change_password: false, two_factor_enabled: false, two_factor_setup_required: false },
};
const loadAdmin = () => Promise.resolve(ADMIN);

function material(material_id: number, name: string): Material {
  const fields = { category: null, density_kg_m3: null, price_per_unit: null, description: null, size_from_mm: null, size_to_mm: null };
  return { material_id, name, registration_id: `MAT-${material_id}`, unit_of_measure: 'ton', ...fields };
}
const gravel = material(1, 'Gravel 16/32');
const basalt = material(2, 'Basalt 0/4');

const noChoices = { choices: { materialId: null, loadingAreaId: null, polygonId: null, unloadingStationId: null, driverId: null } };
const weighingPage = <LoadDetails {...noChoices} netKg={18250} onChange={() => undefined} onLoadingAreaChange={() => undefined} />;

/** One app: the page shown is swapped as a navigation would, the query cache stays. */
function renderApp(page: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (shown: ReactNode) => (
    <MantineProvider env="test">
      <IntlProvider locale="en" defaultLocale="en">
        <QueryClientProvider client={queryClient}>
          <PermissionProvider token="token" loadPermissions={loadAdmin}>
            {shown}
          </PermissionProvider>
        </QueryClientProvider>
      </IntlProvider>
    </MantineProvider>
  );
  const view = render(app(page));
  return { navigate: (next: ReactNode) => view.rerender(app(next)) };
}

/** The names the scale's Material select offers, read with its dropdown open. */
function offeredMaterials(): string[] {
  fireEvent.click(screen.getByRole('combobox', { name: /^Material/ }));
  const names = screen.queryAllByRole('option').map((option) => option.textContent ?? '');
  fireEvent.keyDown(screen.getByRole('combobox', { name: /^Material/ }), { key: 'Escape' });
  return names;
}

describe('the materials the scale offers', () => {
  it('include a material added on the materials page as soon as the operator is back at the scale', async () => {
    for (const list of ['drivers', 'loading-areas', 'unloading-stations']) api.answer(`GET /api/${list}`, { status: 200, body: { data: [] } });
    api.answer('GET /api/materials', { status: 200, body: { data: [gravel] } });
    const app = renderApp(weighingPage);
    await screen.findByRole('combobox', { name: /^Material/ });
    await expect.poll(offeredMaterials).toEqual(['Gravel 16/32']);

    app.navigate(<MaterialsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Material' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: basalt.name } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Registration ID/ }), { target: { value: basalt.registration_id } });
    api.answer('POST /api/materials', { status: 201, body: { data: basalt } });
    api.answer('GET /api/materials', { status: 200, body: { data: [gravel, basalt] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: basalt.name })).toBeTruthy();

    // Back at the scale, before anything more is fetched: the list the materials page refreshed is the
    // one the scale reads.
    app.navigate(weighingPage);
    expect(offeredMaterials()).toEqual(['Gravel 16/32', 'Basalt 0/4']);
  });
});
