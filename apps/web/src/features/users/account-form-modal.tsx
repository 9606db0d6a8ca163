/**
 * 'Add User' (username, name, role and a first password, which the user changes at the first sign-in) and
 * 'Edit User' (name and role) dialogs.
 */
import { Text } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { type Account, accountUpdateSchema, newAccountSchema, type RoleRecord } from '@weighbridge/contract/users';
import { DraftNativeSelect, DraftPasswordInput, DraftTextInput } from '../../components/draft-fields';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { checkForm } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { useCreateAccount } from './api/create-account';
import { useUpdateAccount } from './api/update-account';
import { errorText } from '../../app/api-client';
import { showSaveFailure } from '../../components/save-failure';

const LABELS = FIELD_LABELS.users;

/** The roles an account may be given, named by their labels; a custom one says so. */
export function roleChoices(roles: readonly RoleRecord[]) {
  return roles.map((role) => ({ value: role.name, label: role.built_in ? role.label : `${role.label} (custom)` }));
}

type AccountFormModalProps = { account?: Account; roles: readonly RoleRecord[]; onClose: () => void };

export function AccountFormModal({ account, roles, onClose }: AccountFormModalProps) {
  const draft = useFormDraft({
    username: account?.username ?? '',
    name: account?.name ?? '',
    role: account?.role ?? roles.find((role) => role.name === 'viewer')?.name ?? roles[0]?.name ?? '',
    password: '',
  });
  const form = { ...draft, labels: LABELS };
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();

  // An account's username and password are set when it is added; editing checks the rest with its own schema.
  async function save() {
    const check = account
      ? checkForm(accountUpdateSchema, { name: form.draft.name, role: form.draft.role }, LABELS)
      : checkForm(newAccountSchema, form.draft, LABELS);
    if (!check.ok) {
      form.setErrors(check.errors);
      return;
    }
    try {
      if (account) await updateAccount.mutateAsync({ id: account.id, update: check.values });
      else await createAccount.mutateAsync(check.values as typeof form.draft);
      showToast('success', account ? 'User updated successfully' : 'User created successfully');
      onClose();
    } catch (error) {
      showSaveFailure(errorText(error, 'Failed to save user'), { labels: LABELS, fields: Object.keys(form.draft), setErrors: form.setErrors });
    }
  }

  return (
    <FormModal title={account ? 'Edit User' : 'Add User'} saving={createAccount.isPending || updateAccount.isPending} onSubmit={save} onClose={onClose}>
      {account ? (
        <Text size="sm">
          Username: <strong>{account.username}</strong>
        </Text>
      ) : (
        <DraftTextInput
          form={form}
          field="username"
          description="Letters, digits, dots, dashes and underscores"
          required
          data-autofocus
          autoComplete="off"
        />
      )}
      <DraftTextInput form={form} field="name" required data-autofocus={account ? true : undefined} />
      <DraftNativeSelect form={form} field="role" required data={roleChoices(roles)} />
      {!account && (
        <DraftPasswordInput
          form={form}
          field="password"
          description="A first password: the user chooses their own at the first sign-in"
          required
          autoComplete="new-password"
        />
      )}
    </FormModal>
  );
}
