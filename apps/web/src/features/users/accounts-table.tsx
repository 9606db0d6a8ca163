/** The accounts: Name, Username, Role, Status, Last Sign-in, Created, and the administrator's actions. */
import { ActionIcon, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconKey, IconShieldOff } from '@tabler/icons-react';
import type { Account } from '@weighbridge/contract/users';
import { RecordActions } from '../../components/record-actions';
import { EmptyTableRow } from '../../components/record-table-rows';
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
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Username</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last Sign-in</Table.Th>
            <Table.Th>Created</Table.Th>
            {actions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Td fw={600}>{account.name}</Table.Td>
              <Table.Td>{account.username}</Table.Td>
              <Table.Td>{account.role_label}</Table.Td>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
                {account.last_sign_in_at ? (
                  formatDateTime(account.last_sign_in_at, timeZone)
                ) : (
                  <Text span size="sm" c="dimmed">
                    Never
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(account.created_at, timeZone)}</Table.Td>
              {actions && (
                <Table.Td>
                  <AccountActionButtons account={account} actions={actions} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
          {accounts.length === 0 && <EmptyTableRow columns={actions ? 7 : 6} text="No users found" />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
