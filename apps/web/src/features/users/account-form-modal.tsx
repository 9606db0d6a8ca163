/**
 * 'Add User' (username, name, role and a first password, which the user changes at the first sign-in) and
 * 'Edit User' (name and role) dialogs.
 */
import { NativeSelect, PasswordInput, Text, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { type Account, accountUpdateSchema, newAccountSchema, type RoleRecord } from '@weighbridge/contract/users';
import { errorText } from '../../app/api-client';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { checkForm, fieldNamedBy } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { useCreateAccount } from './api/create-account';
import { useUpdateAccount } from './api/update-account';

const LABELS = FIELD_LABELS.users;

/** The roles an account may be given, named by their labels; a custom one says so. */
export function roleChoices(roles: readonly RoleRecord[]) {
  return roles.map((role) => ({ value: role.name, label: role.built_in ? role.label : `${role.label} (custom)` }));
}

type AccountFormModalProps = { account?: Account; roles: readonly RoleRecord[]; onClose: () => void };

export function AccountFormModal({ account, roles, onClose }: AccountFormModalProps) {
  const { draft, errors, change, setErrors } = useFormDraft({
    username: account?.username ?? '',
    name: account?.name ?? '',
    role: account?.role ?? roles.find((role) => role.name === 'viewer')?.name ?? roles[0]?.name ?? '',
    password: '',
  });
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();

  async function save() {
    const check = account
      ? checkForm(accountUpdateSchema, { name: draft.name, role: draft.role }, LABELS)
      : checkForm(newAccountSchema, draft, LABELS);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      if (account) await updateAccount.mutateAsync({ id: account.id, update: check.values });
      else await createAccount.mutateAsync(check.values as typeof draft);
      showToast('success', account ? 'User updated successfully' : 'User created successfully');
      onClose();
    } catch (error) {
      const text = errorText(error, 'Failed to save user');
      const field = fieldNamedBy(text, LABELS, ['username', 'name', 'role', 'password']);
      if (field) setErrors({ [field]: text });
      else showToast('error', text);
    }
  }

  return (
    <FormModal title={account ? 'Edit User' : 'Add User'} saving={createAccount.isPending || updateAccount.isPending} onSubmit={save} onClose={onClose}>
      {account ? (
        <Text size="sm">
          Username: <strong>{account.username}</strong>
        </Text>
      ) : (
        <TextInput
          label={LABELS.username}
          description="Letters, digits, dots, dashes and underscores"
          required
          data-autofocus
          autoComplete="off"
          value={draft.username}
          error={errors.username}
          onChange={(event) => change({ username: event.currentTarget.value })}
        />
      )}
      <TextInput
        label={LABELS.name}
        required
        data-autofocus={account ? true : undefined}
        value={draft.name}
        error={errors.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
      />
      <NativeSelect
        label={LABELS.role}
        required
        data={roleChoices(roles)}
        value={draft.role}
        error={errors.role}
        onChange={(event) => change({ role: event.currentTarget.value })}
      />
      {!account && (
        <PasswordInput
          label={LABELS.password}
          description="A first password: the user chooses their own at the first sign-in"
          required
          autoComplete="new-password"
          value={draft.password}
          error={errors.password}
          onChange={(event) => change({ password: event.currentTarget.value })}
        />
      )}
    </FormModal>
  );
}
