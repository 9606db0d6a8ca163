/**
 * 'Add User' (username, name, role and a first password, which the user changes at the first sign-in) and
 * 'Edit User' (name and role) dialogs.
 */
import { Text } from '@mantine/core';
import { type Account, accountUpdateSchema, newAccountSchema, type RoleRecord } from '@weighbridge/contract/users';
import { FormattedMessage, useIntl } from 'react-intl';
import { DraftNativeSelect, DraftPasswordInput, DraftTextInput } from '../../components/draft-fields';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { checkForm } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { useCreateAccount } from './api/create-account';
import { useUpdateAccount } from './api/update-account';
import { errorText } from '../../app/api-client';
import { showSaveFailure } from '../../components/save-failure';
import { useFieldTexts } from '../../lib/field-texts';
import { accountFormMessages as text } from './messages';
import { useRoleTexts } from './role-texts';

/** The roles an account may be given, named by their labels; a custom one says so. */
function useRoleChoices(roles: readonly RoleRecord[]) {
  const intl = useIntl();
  const role = useRoleTexts();
  return roles.map(({ name, label, built_in }) => ({
    value: name,
    label: built_in ? role.label(name, label) : intl.formatMessage(text.customRole, { label }),
  }));
}

type AccountFormModalProps = { account?: Account; roles: readonly RoleRecord[]; onClose: () => void };

export function AccountFormModal({ account, roles, onClose }: AccountFormModalProps) {
  const draft = useFormDraft({
    username: account?.username ?? '',
    name: account?.name ?? '',
    role: account?.role ?? roles.find((role) => role.name === 'viewer')?.name ?? roles[0]?.name ?? '',
    password: '',
  });
  const intl = useIntl();
  const roleChoices = useRoleChoices(roles);
  const texts = useFieldTexts('users');
  const form = { ...draft, labels: texts.shown };
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();

  // An account's username and password are set when it is added; editing checks the rest with its own schema.
  async function save() {
    const check = account
      ? checkForm(accountUpdateSchema, { name: form.draft.name, role: form.draft.role }, texts)
      : checkForm(newAccountSchema, form.draft, texts);
    if (!check.ok) {
      form.setErrors(check.errors);
      return;
    }
    try {
      if (account) await updateAccount.mutateAsync({ id: account.id, update: check.values });
      else await createAccount.mutateAsync(check.values as typeof form.draft);
      showToast('success', intl.formatMessage(account ? text.updated : text.created));
      onClose();
    } catch (error) {
      showSaveFailure(errorText(error, intl.formatMessage(text.saveFailed)), { labels: texts.labels, fields: Object.keys(form.draft), setErrors: form.setErrors, say: texts.say });
    }
  }

  return (
    <FormModal title={intl.formatMessage(account ? text.editTitle : text.addTitle)} saving={createAccount.isPending || updateAccount.isPending} onSubmit={save} onClose={onClose}>
      {account ? (
        <Text size="sm">
          <FormattedMessage {...text.username} values={{ username: account.username, strong: (chunks) => <strong>{chunks}</strong> }} />
        </Text>
      ) : (
        <DraftTextInput
          form={form}
          field="username"
          description={intl.formatMessage(text.usernameHint)}
          required
          data-autofocus
          autoComplete="off"
        />
      )}
      <DraftTextInput form={form} field="name" required data-autofocus={account ? true : undefined} />
      <DraftNativeSelect form={form} field="role" required data={roleChoices} />
      {!account && (
        <DraftPasswordInput
          form={form}
          field="password"
          description={intl.formatMessage(text.passwordHint)}
          required
          autoComplete="new-password"
        />
      )}
    </FormModal>
  );
}
