/** The Users tab: the accounts table, and for administrators adding, editing, resetting and (de)activating. */
import { Paper } from '@mantine/core';
import type { Account, RoleRecord } from '@weighbridge/contract/users';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { LoadingNotice } from '../../components/loading-notice';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useLoadFailure } from '../../lib/use-load-failure';
import { AccountFormModal } from './account-form-modal';
import { type AccountActions, AccountsTable } from './accounts-table';
import { useDeactivateAccount } from './api/deactivate-account';
import { useAccounts } from './api/get-accounts';
import { useReactivateAccount } from './api/reactivate-account';
import { useResetTwoFactor } from './api/reset-two-factor';
import { accountsMessages as text } from './messages';
import { ResetPasswordModal } from './reset-password-modal';

/** The dialog that is open: adding (no account), editing one, or resetting its password. */
export type AccountDialog = { kind: 'add' } | { kind: 'edit'; account: Account } | { kind: 'reset'; account: Account };

type AccountsPanelProps = {
  roles: readonly RoleRecord[];
  manage: boolean;
  dialog: AccountDialog | null;
  onDialog: (dialog: AccountDialog | null) => void;
};

export function AccountsPanel({ roles, manage, dialog, onDialog }: AccountsPanelProps) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const failure = (error: unknown, fallback: string) => knownText(errorText(error, fallback));
  const named = (account: Account) => ({ name: account.name, username: account.username });
  const accounts = useAccounts();
  const deactivate = useDeactivateAccount();
  const reactivate = useReactivateAccount();
  const resetTwoFactor = useResetTwoFactor();
  useLoadFailure(accounts.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));

  function toggleActive(account: Account) {
    if (account.active) {
      if (!window.confirm(intl.formatMessage(text.deactivateQuestion, named(account)))) return;
      deactivate.mutate(account.id, {
        onSuccess: () => showToast('success', intl.formatMessage(text.deactivated, { name: account.name })),
        onError: (error) => showToast('error', failure(error, intl.formatMessage(text.deactivateFailed))),
      });
    } else {
      reactivate.mutate(account.id, {
        onSuccess: () => showToast('success', intl.formatMessage(text.reactivated, { name: account.name })),
        onError: (error) => showToast('error', failure(error, intl.formatMessage(text.reactivateFailed))),
      });
    }
  }

  function turnOffTwoFactor(account: Account) {
    if (!window.confirm(intl.formatMessage(text.resetTwoFactorQuestion, named(account)))) return;
    resetTwoFactor.mutate(account.id, {
      onSuccess: () => showToast('success', intl.formatMessage(text.twoFactorOff, { name: account.name })),
      onError: (error) => showToast('error', failure(error, intl.formatMessage(text.twoFactorOffFailed))),
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
