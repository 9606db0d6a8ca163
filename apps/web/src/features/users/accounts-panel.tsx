/** The Users tab: the accounts table, and for administrators adding, editing, resetting and (de)activating. */
import { Paper } from '@mantine/core';
import type { Account, RoleRecord } from '@weighbridge/contract/users';
import { errorText } from '../../app/api-client';
import { LoadingNotice } from '../../components/loading-notice';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { AccountFormModal } from './account-form-modal';
import { type AccountActions, AccountsTable } from './accounts-table';
import { useDeactivateAccount } from './api/deactivate-account';
import { useAccounts } from './api/get-accounts';
import { useReactivateAccount } from './api/reactivate-account';
import { useResetTwoFactor } from './api/reset-two-factor';
import { ResetPasswordModal } from './reset-password-modal';

/** The dialog that is open: adding (no account), editing one, or resetting its password. */
export type AccountDialog = { kind: 'add' } | { kind: 'edit'; account: Account } | { kind: 'reset'; account: Account };

const resetTwoFactorQuestion = (account: Account) =>
  `Turn off two-factor sign-in of ${account.name} (${account.username})? Do this only for a user who lost both the phone and the recovery codes. Their sessions end; if their role requires it, they set it up again at the next sign-in.`;

const deactivateQuestion = (account: Account) =>
  `Deactivate ${account.name} (${account.username})? Their sessions end at once and they cannot sign in until the account is reactivated.`;

type AccountsPanelProps = {
  roles: readonly RoleRecord[];
  manage: boolean;
  dialog: AccountDialog | null;
  onDialog: (dialog: AccountDialog | null) => void;
};

export function AccountsPanel({ roles, manage, dialog, onDialog }: AccountsPanelProps) {
  const accounts = useAccounts();
  const deactivate = useDeactivateAccount();
  const reactivate = useReactivateAccount();
  const resetTwoFactor = useResetTwoFactor();
  useLoadFailure(accounts.isError, () => showToast('error', 'Failed to load users'));

  function toggleActive(account: Account) {
    if (account.active) {
      if (!window.confirm(deactivateQuestion(account))) return;
      deactivate.mutate(account.id, {
        onSuccess: () => showToast('success', `${account.name} is deactivated`),
        onError: (error) => showToast('error', errorText(error, 'Failed to deactivate user')),
      });
    } else {
      reactivate.mutate(account.id, {
        onSuccess: () => showToast('success', `${account.name} is active again`),
        onError: (error) => showToast('error', errorText(error, 'Failed to reactivate user')),
      });
    }
  }

  function turnOffTwoFactor(account: Account) {
    if (!window.confirm(resetTwoFactorQuestion(account))) return;
    resetTwoFactor.mutate(account.id, {
      onSuccess: () => showToast('success', `Two-factor sign-in of ${account.name} is off`),
      onError: (error) => showToast('error', errorText(error, 'Failed to turn off two-factor sign-in')),
    });
  }

  const actions: AccountActions | undefined = manage
    ? {
        onEdit: (account) => onDialog({ kind: 'edit', account }),
        onResetPassword: (account) => onDialog({ kind: 'reset', account }),
        onToggleActive: toggleActive,
        onResetTwoFactor: turnOffTwoFactor,
      }
    : undefined;

  const close = () => onDialog(null);
  return (
    <>
      {accounts.isPending && <LoadingNotice />}
      {accounts.data && (
        <Paper withBorder radius="md">
          <AccountsTable accounts={accounts.data} actions={actions} />
        </Paper>
      )}
      {dialog?.kind === 'add' && <AccountFormModal roles={roles} onClose={close} />}
      {dialog?.kind === 'edit' && <AccountFormModal account={dialog.account} roles={roles} onClose={close} />}
      {dialog?.kind === 'reset' && <ResetPasswordModal account={dialog.account} onClose={close} />}
    </>
  );
}
