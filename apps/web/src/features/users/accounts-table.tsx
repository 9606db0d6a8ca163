/** The accounts: Name, Username, Role, Status, Last Sign-in, Created, and the administrator's actions. */
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconKey, IconShieldOff } from '@tabler/icons-react';
import type { Account } from '@weighbridge/contract/users';
import { CatalogueTable } from '../../components/catalogue-table';
import { RecordActions } from '../../components/record-actions';
import { formatDateTime } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';

/** What an administrator may do to an account; left out for a user who may not manage accounts. */
export type AccountActions = {
  onEdit: (account: Account) => void;
  onResetPassword: (account: Account) => void;
  onToggleActive: (account: Account) => void;
  onResetTwoFactor: (account: Account) => void;
};

type AccountsTableProps = { accounts: readonly Account[]; actions?: AccountActions };

export function AccountsTable({ accounts, actions }: AccountsTableProps) {
  const timeZone = useSiteTimeZone();
  return (
    <CatalogueTable
      records={accounts}
      columns={[
        { header: 'Name', cell: (account) => account.name, td: { fw: 600 } },
        { header: 'Username', cell: (account) => account.username },
        { header: 'Role', cell: (account) => account.role_label },
        { header: 'Status', cell: (account) => <AccountBadges account={account} /> },
        { header: 'Last Sign-in', cell: (account) => (account.last_sign_in_at ? formatDateTime(account.last_sign_in_at, timeZone) : <NeverSignedIn />) },
        { header: 'Created', cell: (account) => formatDateTime(account.created_at, timeZone) },
      ]}
      rowKey={(account) => account.id}
      emptyText="No users found"
      minWidth={900}
      label="Users"
      actions={actions && ((account) => <AccountActionButtons account={account} actions={actions} />)}
    />
  );
}

/** Whether the account may sign in, and what its sign-in asks of it. */
function AccountBadges({ account }: { account: Account }) {
  return (
    <Group gap={4}>
      <Badge color={account.active ? 'green' : 'gray'} variant="light" miw="max-content">
        {account.active ? 'Active' : 'Inactive'}
      </Badge>
      {account.two_factor_enabled && (
        <Badge color="blue" variant="light" miw="max-content">
          Two-factor
        </Badge>
      )}
      {account.must_change_password && (
        <Badge color="orange" variant="light" miw="max-content">
          Must change password
        </Badge>
      )}
    </Group>
  );
}

function NeverSignedIn() {
  return (
    <Text span size="sm" c="dimmed">
      Never
    </Text>
  );
}

function AccountActionButtons({ account, actions }: { account: Account; actions: AccountActions }) {
  const label = `user ${account.username}`;
  const toggle = account.active ? 'Deactivate' : 'Reactivate';
  return (
    <Group gap={4} wrap="nowrap">
      <RecordActions label={label} onEdit={() => actions.onEdit(account)} />
      <ActionIcon variant="subtle" color="blue" aria-label={`Reset password of ${label}`} onClick={() => actions.onResetPassword(account)}>
        <IconKey size={18} aria-hidden />
      </ActionIcon>
      {account.two_factor_enabled && (
        <ActionIcon variant="subtle" color="orange" aria-label={`Turn off two-factor sign-in of ${label}`} onClick={() => actions.onResetTwoFactor(account)}>
          <IconShieldOff size={18} aria-hidden />
        </ActionIcon>
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        color={account.active ? 'red' : 'green'}
        aria-label={`${toggle} ${label}`}
        onClick={() => actions.onToggleActive(account)}
      >
        {toggle}
      </Button>
    </Group>
  );
}
