/** The accounts: Name, Username, Role, Status, Last Sign-in, Created, and the administrator's actions. */
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconKey, IconShieldOff } from '@tabler/icons-react';
import type { Account } from '@weighbridge/contract/users';
import { CatalogueTable } from '../../components/catalogue-table';
import { RecordActions } from '../../components/record-actions';
import { useIntl } from 'react-intl';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { accountsTableMessages as text } from './messages';
import { useRoleTexts } from './role-texts';

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
  const intl = useIntl();
  const { formatDateTime } = useFormat();
  const role = useRoleTexts();
  return (
    <CatalogueTable
      records={accounts}
      columns={[
        { header: intl.formatMessage(text.name), cell: (account) => account.name, td: { fw: 600 } },
        { header: intl.formatMessage(text.username), cell: (account) => account.username },
        { header: intl.formatMessage(text.role), cell: (account) => role.label(account.role, account.role_label) },
        { header: intl.formatMessage(text.status), cell: (account) => <AccountBadges account={account} /> },
        {
          header: intl.formatMessage(text.lastSignIn),
          cell: (account) => (account.last_sign_in_at ? formatDateTime(account.last_sign_in_at, timeZone) : <NeverSignedIn />),
        },
        { header: intl.formatMessage(text.created), cell: (account) => formatDateTime(account.created_at, timeZone) },
      ]}
      rowKey={(account) => account.id}
      emptyText={intl.formatMessage(text.empty)}
      minWidth={900}
      label={intl.formatMessage(text.label)}
      actions={actions && ((account) => <AccountActionButtons account={account} actions={actions} />)}
    />
  );
}

/** Whether the account may sign in, and what its sign-in asks of it. */
function AccountBadges({ account }: { account: Account }) {
  const intl = useIntl();
  return (
    <Group gap={4}>
      <Badge color={account.active ? 'green' : 'gray'} variant="light" miw="max-content">
        {intl.formatMessage(account.active ? text.active : text.inactive)}
      </Badge>
      {account.two_factor_enabled && (
        <Badge color="blue" variant="light" miw="max-content">
          {intl.formatMessage(text.twoFactor)}
        </Badge>
      )}
      {account.must_change_password && (
        <Badge color="orange" variant="light" miw="max-content">
          {intl.formatMessage(text.mustChangePassword)}
        </Badge>
      )}
    </Group>
  );
}

function NeverSignedIn() {
  const intl = useIntl();
  return (
    <Text span size="sm" c="dimmed">
      {intl.formatMessage(text.never)}
    </Text>
  );
}

function AccountActionButtons({ account, actions }: { account: Account; actions: AccountActions }) {
  const intl = useIntl();
  const label = intl.formatMessage(text.record, { username: account.username });
  const toggle = intl.formatMessage(account.active ? text.deactivate : text.reactivate);
  return (
    <Group gap={4} wrap="nowrap">
      <RecordActions label={label} onEdit={() => actions.onEdit(account)} />
      <ActionIcon variant="subtle" color="blue" aria-label={intl.formatMessage(text.resetPassword, { record: label })} onClick={() => actions.onResetPassword(account)}>
        <IconKey size={18} aria-hidden />
      </ActionIcon>
      {account.two_factor_enabled && (
        <ActionIcon variant="subtle" color="orange" aria-label={intl.formatMessage(text.turnOffTwoFactor, { record: label })} onClick={() => actions.onResetTwoFactor(account)}>
          <IconShieldOff size={18} aria-hidden />
        </ActionIcon>
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        color={account.active ? 'red' : 'green'}
        aria-label={intl.formatMessage(account.active ? text.deactivateRecord : text.reactivateRecord, { record: label })}
        onClick={() => actions.onToggleActive(account)}
      >
        {toggle}
      </Button>
    </Group>
  );
}
