import type { Account, RoleRecord } from '@weighbridge/contract/users';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountsTable } from './accounts-table';
import { RolesTable } from './roles-table';
import { renderPage } from '../../app/testing/render-page';



const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

const ana: Account = {
  id: 3,
  username: 'ana',
  name: 'Ana Horvat',
  role: 'operator',
  role_label: 'Operator',
  active: true,
  must_change_password: true,
  two_factor_enabled: true,
  last_sign_in_at: null,
  created_at: '2026-01-15T08:30:00Z',
};

const clerk: RoleRecord = { name: 'clerk', label: 'Weighbridge Clerk', description: null, built_in: false, grants: [], requires_two_factor: true, user_count: 2 };
const viewer: RoleRecord = { name: 'viewer', label: 'Viewer', description: 'Reads everything', built_in: true, grants: [], requires_two_factor: false, user_count: 5 };

describe('the users table', () => {
  it('shows each account with its badges, Never before a first sign-in, and the administrator’s buttons', () => {
    const actions = { onEdit: vi.fn(), onResetPassword: vi.fn(), onToggleActive: vi.fn(), onResetTwoFactor: vi.fn() };
    renderPage(<AccountsTable accounts={[ana]} actions={actions} />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Name', 'Username', 'Role', 'Status', 'Last Sign-in', 'Created', 'Actions']);
    const cells = texts(within(table).getAllByRole('cell'));
    expect(cells.slice(0, 5)).toEqual(['Ana Horvat', 'ana', 'Operator', 'ActiveTwo-factorMust change password', 'Never']);
    fireEvent.click(within(table).getByRole('button', { name: 'Deactivate user ana' }));
    expect(actions.onToggleActive).toHaveBeenCalledWith(ana);
    expect(within(table).getByRole('button', { name: 'Turn off two-factor sign-in of user ana' })).toBeTruthy();
  });

  it('has no Actions column for a user who may not manage accounts', () => {
    renderPage(<AccountsTable accounts={[]} />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(table).getByRole('cell', { name: 'No users found' }).getAttribute('colspan')).toBe('6');
  });
});

describe('the roles table', () => {
  it('offers Edit and Delete for a custom role, View for a built-in one, and a switch for two-factor sign-in', () => {
    const actions = { onView: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn(), onRequireTwoFactor: vi.fn() };
    renderPage(<RolesTable roles={[clerk, viewer]} actions={actions} />);
    const table = screen.getByRole('table', { name: 'Roles' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Label', 'Name', 'Description', 'Type', 'Users', 'Two-Factor Sign-In', 'Actions']);
    const [clerkRow, viewerRow] = within(table).getAllByRole('row').slice(1);
    expect(texts(within(clerkRow!).getAllByRole('cell')).slice(0, 5)).toEqual(['Weighbridge Clerk', 'clerk', '—', 'Custom', '2']);
    expect(within(clerkRow!).getByRole('button', { name: 'Delete role Weighbridge Clerk' })).toBeTruthy();
    fireEvent.click(within(viewerRow!).getByRole('button', { name: 'View grants of role Viewer' }));
    expect(actions.onView).toHaveBeenCalledWith(viewer);
    fireEvent.click(within(viewerRow!).getByRole('switch', { name: 'Require two-factor sign-in for role Viewer' }));
    expect(actions.onRequireTwoFactor).toHaveBeenCalledWith(viewer, true);
  });

  it('shows a user who may not manage roles the requirement as words and only View', () => {
    renderPage(<RolesTable roles={[clerk]} actions={{ onView: vi.fn() }} />);
    const table = screen.getByRole('table', { name: 'Roles' });
    expect(within(table).queryByRole('switch')).toBeNull();
    expect(within(table).getByText('Required')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'View grants of role Weighbridge Clerk' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});
