/**
 * /settings/users, 'Users & Roles': the accounts (Users tab) and the roles with their grants (Roles tab).
 * Whoever opens the page sees both; adding and changing needs `settings.users.manage`, which the server
 * checks again.
 */
import { Button, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MANAGE_USERS_KEY } from '@weighbridge/contract/permissions';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePermissions } from '../../app/permissions/permission-context';
import { PageToolbar } from '../../components/page-toolbar';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { type AccountDialog, AccountsPanel } from './accounts-panel';
import { useRoles } from './api/get-roles';
import { pageMessages as text } from './messages';
import { type RoleDialog, RolesPanel } from './roles-panel';

type Tab = 'users' | 'roles';

export function UsersPage() {
  const intl = useIntl();
  const manage = usePermissions().hasPermission(MANAGE_USERS_KEY);
  const roles = useRoles();
  const [tab, setTab] = useState<Tab>('users');
  const [accountDialog, setAccountDialog] = useState<AccountDialog | null>(null);
  const [roleDialog, setRoleDialog] = useState<RoleDialog | null>(null);
  useLoadFailure(roles.isError, () => showToast('error', intl.formatMessage(text.rolesFailed)));

  return (
    <>
      <PageToolbar title={intl.formatMessage(text.title)}>
        {manage && tab === 'users' && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAccountDialog({ kind: 'add' })} disabled={!roles.data}>
            {intl.formatMessage(text.addUser)}
          </Button>
        )}
        {manage && tab === 'roles' && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRoleDialog({ kind: 'add' })} disabled={!roles.data}>
            {intl.formatMessage(text.addRole)}
          </Button>
        )}
      </PageToolbar>
      <Tabs value={tab} onChange={(value) => setTab(value === 'roles' ? 'roles' : 'users')}>
        <Tabs.List mb="md">
          <Tabs.Tab value="users">{intl.formatMessage(text.usersTab)}</Tabs.Tab>
          <Tabs.Tab value="roles">{intl.formatMessage(text.rolesTab)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <AccountsPanel roles={roles.data ?? []} manage={manage} dialog={accountDialog} onDialog={setAccountDialog} />
        </Tabs.Panel>
        <Tabs.Panel value="roles">
          <RolesPanel roles={roles} manage={manage} dialog={roleDialog} onDialog={setRoleDialog} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
