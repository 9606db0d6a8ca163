/**
 * 'Add User' (username, name, role and a first password, which the user changes at the first sign-in) and
 * 'Edit User' (name and role) dialogs.
 */
import { Text } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
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
import { useKnownTexts } from '../../lib/known-texts';
import { useFieldLabels } from '../../lib/use-field-labels';
import { accountFieldMessages, accountFormMessages as text } from './messages';
import { useRoleTexts } from './role-texts';

const LABELS = FIELD_LABELS.users;

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
  const knownText = useKnownTexts();
  const roleChoices = useRoleChoices(roles);
  // The inputs read the reader's language; the checks match messages to fields by the contract's labels.
  const form = { ...draft, labels: useFieldLabels(accountFieldMessages) };
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
      showToast('success', intl.formatMessage(account ? text.updated : text.created));
      onClose();
    } catch (error) {
      showSaveFailure(knownText(errorText(error, intl.formatMessage(text.saveFailed))), { labels: LABELS, fields: Object.keys(form.draft), setErrors: form.setErrors });
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
